// The message list and the composer are built apart (features/chat/messages, /composer) and
// meet this screen only through the props in chat-contracts.ts; this is where they plug in.
export { PlaceholderMessageList as ChatMessageList } from './placeholder-message-list.tsx';
export { PlaceholderComposer as ChatComposer } from './placeholder-composer.tsx';
