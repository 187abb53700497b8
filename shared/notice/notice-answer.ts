/** An answer to a yes/no notice question: Y has the situation, N does not. */
export type NoticeAnswer = 'Y' | 'N';
