// The message list and the composer are built apart (features/chat/messages, /composer) and
// meet this screen only through the props in chat-contracts.ts; this is where they plug in.
export { MessageList as ChatMessageList } from './messages/message-list.tsx';
export { Composer as ChatComposer } from './composer/composer.tsx';
