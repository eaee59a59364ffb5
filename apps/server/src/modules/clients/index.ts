// What other modules may use of the clients module.
/** Demo worker certificates (they sit with the demo clients' projects and positions). */
export { seedDemoCertificates } from './demo-clients.ts';
