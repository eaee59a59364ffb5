/**
 * The quick team chat (a template app, reserved home features/apps/<app>): what the shell and the
 * other features may use (eslint.config.js: only through this file).
 */
export { QuickChat, QuickChatButton } from './quick-chat.tsx';
export { onQuickChatRequest, requestQuickChat } from './quick-chat-bus.ts';
