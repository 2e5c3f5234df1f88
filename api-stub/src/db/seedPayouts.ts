import crypto from 'node:crypto';
import type { Db } from './database';
import { now } from './database';
import { maskAccount } from '../features/owner/payouts';

/** The demo owner's payout methods and a few months of payouts. Runs once (when there are no payouts). */
export async function seedPayouts(db: Db): Promise<boolean> {
  if (await db.selectFrom('payouts').select('id').limit(1).executeTakeFirst()) return false;
  const owner = await db.selectFrom('users').select('id').where('email', '=', 'owner@demo.in').executeTakeFirst();
  if (!owner) return false;
  const bank = {
    accountNumber: '50100234567891',
    ifscCode: 'HDFC0001234',
    bankName: 'HDFC Bank',
    accountHolderName: 'Demo Owner',
  };
  await db
    .insertInto('payout_methods')
    .values([
      {
        id: crypto.randomUUID(),
        owner_id: owner.id,
        type: 'BANK_TRANSFER',
        account_number: bank.accountNumber,
        ifsc_code: bank.ifscCode,
        bank_name: bank.bankName,
        account_holder_name: bank.accountHolderName,
        upi_id: null,
        is_default: 1,
        created_at: now(),
      },
      {
        id: crypto.randomUUID(),
        owner_id: owner.id,
        type: 'UPI',
        account_number: null,
        ifsc_code: null,
        bank_name: null,
        account_holder_name: null,
        upi_id: 'demoowner@okhdfcbank',
        is_default: 0,
        created_at: now(),
      },
    ])
    .execute();
  const bankSnapshot = JSON.stringify({
    type: 'BANK_TRANSFER',
    bankName: bank.bankName,
    accountNumber: maskAccount(bank.accountNumber),
  });
  const upiSnapshot = JSON.stringify({ type: 'UPI', upiId: 'demoowner@okhdfcbank' });
  const month = 30 * 24 * 3600 * 1000;
  const t = Date.now();
  await db
    .insertInto('payouts')
    .values([
      {
        id: crypto.randomUUID(),
        owner_id: owner.id,
        processed_at: new Date(t - 2 * 24 * 3600 * 1000).toISOString(),
        amount: 45500,
        method_snapshot: bankSnapshot,
        status: 'Pending',
      },
      {
        id: crypto.randomUUID(),
        owner_id: owner.id,
        processed_at: new Date(t - month).toISOString(),
        amount: 128000,
        method_snapshot: bankSnapshot,
        status: 'Completed',
      },
      {
        id: crypto.randomUUID(),
        owner_id: owner.id,
        processed_at: new Date(t - 2 * month).toISOString(),
        amount: 119500,
        method_snapshot: bankSnapshot,
        status: 'Completed',
      },
      {
        id: crypto.randomUUID(),
        owner_id: owner.id,
        processed_at: new Date(t - 3 * month).toISOString(),
        amount: 7000,
        method_snapshot: upiSnapshot,
        status: 'Completed',
      },
    ])
    .execute();
  return true;
}
