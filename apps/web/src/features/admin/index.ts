/** What other features may use of admin management: an audit entry as a sentence (the project dashboard's activity feed). */
export { AuditSentence } from './audit-sentence.tsx';
