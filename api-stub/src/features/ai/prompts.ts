// What a draft is asked for, and the prompt text a model receives (spec 001 §7).
export type MessageType = 'holiday' | 'fee' | 'welcome' | 'others';

export interface DescriptionRequest {
  purpose: 'hostel-description';
  name: string;
  facilities: string;
  category: string;
  location: string;
}

export interface AlertRequest {
  purpose: 'alert';
  messageType: MessageType;
  addressee: string;
  hostelName: string;
}

export type DraftRequest = DescriptionRequest | AlertRequest;

export const MAX_DESCRIPTION_WORDS = 99; // "under 100 words"

const alertTopics: Record<MessageType, string> = {
  holiday: 'the mess is closed tomorrow',
  fee: "a polite reminder to clear this month's hostel fee dues at the office",
  welcome: 'a warm welcome to the hostel',
  others: 'a general message about the hostel',
};

export function promptFor(req: DraftRequest): string {
  if (req.purpose === 'hostel-description') {
    return `Write a friendly description of a hostel for students, under 100 words, in plain English. Hostel name: ${req.name}. Category: ${req.category}. Facilities: ${req.facilities}. Location: ${req.location}. Return only the description.`;
  }
  return `Write a short, polite message from a hostel to ${req.addressee} about ${alertTopics[req.messageType]}. Sign it from ${req.hostelName}. Return only the message.`;
}

/** Cuts a text to at most `max` words, ending on a sentence where possible. */
export function limitWords(text: string, max = MAX_DESCRIPTION_WORDS): string {
  const words = text.trim().split(/\s+/);
  if (words.length <= max) return text.trim();
  const cut = words.slice(0, max).join(' ');
  const end = cut.lastIndexOf('.');
  return end > cut.length / 2 ? cut.slice(0, end + 1) : `${cut}…`;
}
