import { $toasts, dismiss, TOAST_SWIPE_THRESHOLD_PX, type Toast } from '../stores/toasts';

/**
 * Renders the toast store into the static notification region of BaseLayout. Plain DOM instead
 * of React: it is only loaded when an island raises its first toast, and pages without islands
 * never pay for it.
 */
let mounted = false;

export function mountToastRegion(): void {
  if (mounted) return;
  const list = document.querySelector<HTMLOListElement>('#toast-region ol');
  if (!list) return;
  mounted = true;
  $toasts.subscribe((toasts) => render(list, toasts));
}

function render(list: HTMLOListElement, toasts: readonly Toast[]) {
  const visible = toasts.filter((toast) => toast.open);
  const ids = new Set(visible.map((toast) => toast.id));
  for (const item of Array.from(list.children) as HTMLElement[]) {
    if (!ids.has(item.dataset.toastId ?? '')) item.remove();
  }
  for (const toast of visible) {
    const existing = list.querySelector<HTMLElement>(`[data-toast-id="${toast.id}"]`);
    const item = existing ?? createItem(toast);
    fill(item, toast);
    if (!existing) list.prepend(item);
  }
}

function createItem(toast: Toast): HTMLLIElement {
  const item = document.createElement('li');
  item.dataset.toastId = toast.id;
  item.className = 'toast';
  item.innerHTML =
    '<div class="toast-text"><p class="toast-title"></p><p class="toast-description"></p></div>' +
    '<button type="button" class="toast-close" aria-label="Close notification">&times;</button>';
  item.querySelector('button')!.addEventListener('click', () => dismiss(toast.id));
  enableSwipeToDismiss(item, toast.id);
  return item;
}

function fill(item: HTMLElement, toast: Toast) {
  item.dataset.variant = toast.variant ?? 'default';
  // Destructive toasts interrupt; the rest wait for the screen reader to be idle. The role goes on
  // the text, not the <li>: a list item with another role breaks the list (axe: "list").
  item.querySelector('.toast-text')!.setAttribute('role', toast.variant === 'destructive' ? 'alert' : 'status');
  item.querySelector('.toast-title')!.textContent = toast.title;
  const description = item.querySelector<HTMLElement>('.toast-description')!;
  description.textContent = toast.description ?? '';
  description.hidden = !toast.description;
}

/** Swipe right past the threshold dismisses; a shorter swipe springs back. */
function enableSwipeToDismiss(item: HTMLElement, id: string) {
  let startX: number | null = null;
  item.addEventListener('pointerdown', (event) => {
    if ((event.target as HTMLElement).closest('button')) return;
    startX = event.clientX;
    item.setPointerCapture(event.pointerId);
  });
  item.addEventListener('pointermove', (event) => {
    if (startX === null) return;
    item.style.transform = `translateX(${Math.max(0, event.clientX - startX)}px)`;
  });
  const end = (event: PointerEvent) => {
    if (startX === null) return;
    const distance = event.clientX - startX;
    startX = null;
    item.style.transform = '';
    if (distance > TOAST_SWIPE_THRESHOLD_PX) dismiss(id);
  };
  item.addEventListener('pointerup', end);
  item.addEventListener('pointercancel', end);
}
