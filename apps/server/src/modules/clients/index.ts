// What other modules may use of the clients module.
/** Demo worker certificates (they sit with the demo clients' projects and positions). */
export { seedDemoCertificates } from './demo-clients.ts';
/** Who a client's billing statements are mailed to (the reports module's send). */
export { clientStatementRecipient } from './client-service.ts';
