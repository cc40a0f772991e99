import type {
  CreditLedgerEntryJson,
  CreditLedgerType,
} from '@crewline/shared/contracts/mentorship';
import type { mentorshipCreditLedger } from '../../db/mentorship-schema.ts';

type LedgerRow = typeof mentorshipCreditLedger.$inferSelect;

/** A ledger row as the API shows it. */
export function presentLedgerEntry(row: LedgerRow): CreditLedgerEntryJson {
  return {
    id: row.id,
    // The table's check constraint allows only these types.
    type: row.type as CreditLedgerType,
    amount: row.amount,
    session_id: row.sessionId,
    created_at: row.createdAt.toISOString(),
  };
}
