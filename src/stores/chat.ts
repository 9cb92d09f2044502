import { atom } from 'nanostores';
import { STORAGE_KEYS } from '../lib/site';
import { CHAT_HISTORY_LIMIT, isChatHistory, type ChatMessage, type PracticePersonaId } from '../lib/schemas/chat';

/**
 * The AI Coach conversation, shared by the floating widget and the /tools/chatbot page.
 * History lives in local storage (the last 20 messages); whether the widget is open lives
 * in session storage so an open conversation stays open as the visitor moves between pages.
 */
export const WELCOME_MESSAGE =
  "Hi, I'm your Spartan hospice sales coach. Ask me about a facility, an objection you keep hearing, your weekly rhythm, or pick a practice scenario and rehearse a call with me.";

export type WidgetState = 'closed' | 'open' | 'minimized';

const welcome = (): ChatMessage => ({ role: 'model', content: WELCOME_MESSAGE, timestamp: Date.now() });

// Starts with the welcome message, so the server-rendered chat page matches a new visitor's
// first render (no layout shift when the island hydrates).
export const $messages = atom<ChatMessage[]>([welcome()]);
export const $pending = atom(false);
export const $widget = atom<WidgetState>('closed');
export const $practicePersona = atom<PracticePersonaId | null>(null);

/** Loads stored history; anything unreadable (bad JSON, wrong shape) falls back to the welcome message. */
export function loadHistory(): void {
  let stored: ChatMessage[] = [];
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.chatHistory);
    if (raw) {
      const parsed: unknown = JSON.parse(raw);
      if (isChatHistory(parsed)) stored = parsed;
      else console.warn('Stored chat history has an unexpected shape; starting fresh');
    }
  } catch (error) {
    console.warn('Could not read the stored chat history', error);
  }
  $messages.set(stored.length ? stored.slice(-CHAT_HISTORY_LIMIT) : [welcome()]);
}

function persist(messages: ChatMessage[]) {
  try {
    localStorage.setItem(STORAGE_KEYS.chatHistory, JSON.stringify(messages));
  } catch (error) {
    console.warn('Could not store the chat history', error);
  }
}

/** Appends a message, keeping only the newest 20, and stores them. */
export function appendMessage(message: ChatMessage): void {
  const next = [...$messages.get(), message].slice(-CHAT_HISTORY_LIMIT);
  $messages.set(next);
  persist(next);
}

/** Replaces the content of the last message (a streamed reply growing). Stored when `final`. */
export function updateLastMessage(content: string, final = false): void {
  const messages = $messages.get();
  const last = messages.at(-1);
  if (!last) return;
  const next = [...messages.slice(0, -1), { ...last, content }];
  $messages.set(next);
  if (final) persist(next);
}

export function clearConversation(): void {
  const next = [welcome()];
  $messages.set(next);
  persist(next);
}

export function setWidget(state: WidgetState): void {
  $widget.set(state);
  try {
    if (state === 'closed') sessionStorage.removeItem(STORAGE_KEYS.chatWidgetState);
    else sessionStorage.setItem(STORAGE_KEYS.chatWidgetState, state);
  } catch (error) {
    console.warn('Could not remember the chat widget state', error);
  }
}

/** The widget state carried over from the previous page in this tab. */
export function restoredWidgetState(): WidgetState {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEYS.chatWidgetState);
    return stored === 'open' || stored === 'minimized' ? stored : 'closed';
  } catch {
    return 'closed';
  }
}
