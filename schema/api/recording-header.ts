/** The header an order call names the page's recording by, so the recording is tied to the order it makes. */
export const RECORDING_HEADER = 'x-recording-id';
