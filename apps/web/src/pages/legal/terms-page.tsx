import { LegalDocument } from './legal-document.tsx';

const SECTIONS = ['account', 'use', 'content', 'plans', 'availability', 'changes'] as const;

/** /legal/terms */
export function TermsPage() {
  return <LegalDocument doc="terms" sections={SECTIONS} />;
}
