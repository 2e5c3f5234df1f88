import type { AlertRequest, DescriptionRequest, DraftRequest } from './prompts';
import { limitWords } from './prompts';

// The offline drafter: sensible text from the inputs, with no network and no model.
const categoryWords: Record<string, string> = {
  Boys: 'boys’ hostel',
  Girls: 'girls’ hostel',
  'Co-Live': 'co-living space',
  'Co-Living': 'co-living space',
};

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function describe(req: DescriptionRequest): string {
  const facilities = req.facilities
    .split(/[,\n]/)
    .map((f) => f.trim())
    .filter(Boolean);
  const kind = categoryWords[req.category] ?? 'hostel';
  const parts = [
    `${req.name} is a comfortable ${kind} in ${req.location}.`,
    facilities.length ? `Residents enjoy ${joinList(facilities)}.` : '',
    'Rooms are clean and well kept, and the staff are friendly and quick to help.',
    `It is a safe, homely place to study and rest, close to colleges and daily needs.`,
    'Visit us or send a booking request today.',
  ];
  return limitWords(parts.filter(Boolean).join(' '));
}

function alert(req: AlertRequest): string {
  const greeting = `Dear ${req.addressee},`;
  const body = {
    holiday:
      'Please note that the mess will be closed tomorrow. Kindly make your own arrangements for meals. Regular service resumes the day after.',
    fee: "This is a gentle reminder to clear this month's hostel fee dues at the office at your earliest convenience. Please ignore this message if you have already paid.",
    welcome:
      'A very warm welcome to our hostel! We are glad to have you with us. Please reach out to the office for anything you need to settle in.',
    others: 'We would like to share an update about the hostel. Please contact the office if you have any questions.',
  }[req.messageType];
  return `${greeting}\n\n${body}\n\nThank you,\n${req.hostelName}`;
}

export function draftLocally(req: DraftRequest): string {
  return req.purpose === 'hostel-description' ? describe(req) : alert(req);
}
