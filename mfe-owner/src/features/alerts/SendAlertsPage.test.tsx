import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-auth';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import SendAlertsPage, { TEXTS } from './SendAlertsPage';

const students = [
  {
    _id: '3f1c2a4e-0000-4000-8000-000000000001',
    name: 'Ravi Kumar',
    email: 'r@x.in',
    phone: '9000000001',
    room: '101',
    floor: 1,
    hostel: { _id: 'h', name: 'Sri Sai' },
  },
  {
    _id: '3f1c2a4e-0000-4000-8000-000000000002',
    name: 'Arjun Rao',
    email: 'a@x.in',
    phone: '9000000002',
    room: '102',
    floor: 1,
    hostel: { _id: 'h', name: 'Sri Sai' },
  },
];
let drafts: unknown[];
let sent: unknown[];

beforeEach(() => {
  drafts = [];
  sent = [];
  useSession.getState().setSession('t', {
    _id: 'o',
    name: 'Owner',
    email: 'o@x.in',
    phone: '9999999999',
    role: 'owner',
    hostelName: 'Sri Sai Residency',
  });
  respondWith({
    'GET /api/students/mine': { status: 200, data: { students } },
    'POST /api/ai/draft': (c) => (
      drafts.push(JSON.parse(c.data)), { status: 200, data: { text: 'Dear Ravi, the mess is closed tomorrow.' } }
    ),
    'POST /api/alerts': (c) => (
      sent.push(JSON.parse(c.data)), { status: 200, data: { message: 'Alerts sent successfully ✅', delivered: 1 } }
    ),
  });
});

const open = async () => {
  renderWithRouter(<SendAlertsPage />, { path: '/owner/send-alerts' });
  await screen.findByLabelText('Message type');
};

it('shows the spec placeholders and message types', async () => {
  await open();
  const types = [...(screen.getByLabelText('Message type') as HTMLSelectElement).options].map((o) => o.text);
  expect(types).toEqual([
    'Choose type (Holiday, Fee, Welcome...)',
    'Holiday Notice',
    'Fee Reminder',
    'Welcome Message',
    'Other hostel related Message',
  ]);
  expect(screen.getByPlaceholderText('Search and select students...')).toBeInTheDocument();
  expect(screen.getByLabelText('Message')).toHaveAttribute(
    'placeholder',
    'Type your message here or use AI to generate',
  );
  expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '5');
  expect(screen.queryByRole('heading', { name: 'Message Preview' })).not.toBeInTheDocument();
});

it('asks for a type before generating, and for a message and students before sending', async () => {
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Generate Template' }));
  expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.chooseType);
  await userEvent.click(screen.getByRole('button', { name: 'Send Alerts' }));
  expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.incomplete);
  expect(drafts).toEqual([]);
  expect(sent).toEqual([]);
});

it('Select All Students selects every student, never itself', async () => {
  await open();
  await userEvent.click(screen.getByLabelText('Select All Students'));
  expect(
    within(screen.getByRole('list', { name: 'Selected students' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Ravi Kumar', 'Arjun Rao']);
  await userEvent.click(screen.getByLabelText('Select All Students'));
  expect(screen.queryByRole('list', { name: 'Selected students' })).not.toBeInTheDocument();
});

it('generates for the first name of a single student, previews, sends and clears', async () => {
  await open();
  await userEvent.selectOptions(screen.getByLabelText('Message type'), 'holiday');
  await userEvent.click(screen.getByLabelText('Ravi Kumar (Room 101)'));
  await userEvent.click(screen.getByRole('button', { name: 'Generate Template' }));
  expect(await screen.findByText(TEXTS.generated)).toBeInTheDocument();
  expect(drafts).toEqual([
    { purpose: 'alert', messageType: 'holiday', addressee: 'Ravi', hostelName: 'Sri Sai Residency' },
  ]);
  expect(screen.getByLabelText('Message')).toHaveValue('Dear Ravi, the mess is closed tomorrow.');
  expect(screen.getByRole('heading', { name: 'Message Preview' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Send Alerts' }));
  expect(await screen.findByText(TEXTS.sent)).toBeInTheDocument();
  expect(sent).toEqual([
    {
      messageType: 'holiday',
      message: 'Dear Ravi, the mess is closed tomorrow.',
      studentIds: ['3f1c2a4e-0000-4000-8000-000000000001'],
    },
  ]);
  expect(screen.getByLabelText('Message')).toHaveValue('');
  expect(screen.getByLabelText('Message type')).toHaveValue('');
  expect(screen.queryByRole('list', { name: 'Selected students' })).not.toBeInTheDocument();
});

it('addresses "Students" when several are selected', async () => {
  await open();
  await userEvent.selectOptions(screen.getByLabelText('Message type'), 'welcome');
  await userEvent.click(screen.getByLabelText('Select All Students'));
  await userEvent.click(screen.getByRole('button', { name: 'Generate Template' }));
  await screen.findByText(TEXTS.generated);
  expect(drafts).toEqual([expect.objectContaining({ messageType: 'welcome', addressee: 'Students' })]);
});

it('explains a network failure while generating', async () => {
  await open();
  respondWith({ 'GET /api/students/mine': { status: 200, data: { students } } });
  await userEvent.selectOptions(screen.getByLabelText('Message type'), 'fee');
  await userEvent.click(screen.getByRole('button', { name: 'Generate Template' }));
  expect(await screen.findByText(TEXTS.generateNetwork)).toBeInTheDocument();
});

it('disables the message and both buttons while generating', async () => {
  let release: () => void = () => undefined;
  respondWith({
    'GET /api/students/mine': { status: 200, data: { students } },
  });
  await open();
  const { api } = await import('shared-auth');
  const previous = api.transport;
  api.transport = () =>
    new Promise((resolve) => {
      release = () => resolve({ status: 200, data: { text: 'x' } });
    });
  await userEvent.selectOptions(screen.getByLabelText('Message type'), 'welcome');
  await userEvent.click(screen.getByRole('button', { name: 'Generate Template' }));
  expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Send Alerts' })).toBeDisabled();
  expect(screen.getByLabelText('Message')).toBeDisabled();
  release();
  expect(await screen.findByText(TEXTS.generated)).toBeInTheDocument();
  api.transport = previous;
});
