import { LegalDocument } from './legal-document.tsx';

const SECTIONS = ['collect', 'use', 'voice', 'sharing', 'storage', 'rights'] as const;

/** /legal/privacy */
export function PrivacyPage() {
  return <LegalDocument doc="privacy" sections={SECTIONS} />;
}
