import type { RecordingMoment } from '../../shared/recording/recording-moment';
import { formatMessage } from '../i18n/message-catalogue';
import type { RECORDING_MESSAGES } from '../i18n/messages/recordings';

type RecordingMessages = (typeof RECORDING_MESSAGES)['en-US'];

/** What the timeline says of a moment, in the editor's language. */
export function momentLabel(moment: RecordingMoment, messages: RecordingMessages): string {
  switch (moment.kind) {
    case 'terms-shown':
      return formatMessage(messages.momentTermsShown, { title: moment.title });
    case 'notice-read':
      return formatMessage(messages.momentNoticeRead, { title: moment.title, seconds: moment.seconds });
    case 'box-ticked':
      return formatMessage(moment.ticked ? messages.momentBoxTicked : messages.momentBoxUnticked, { label: moment.label });
    case 'notice-answered':
      return formatMessage(messages.momentNoticeAnswered, { question: moment.question, answer: moment.answer });
    case 'notice-confirmed':
      return formatMessage(messages.momentNoticeConfirmed, { button: moment.button });
    case 'sms-verified':
      return messages.momentSmsVerified;
    case 'signature-drawn':
      return formatMessage(messages.momentSignatureDrawn, { who: moment.who });
    case 'order-confirmed':
      return messages.momentOrderConfirmed;
    case 'payment-started':
      return messages.momentPaymentStarted;
  }
}
