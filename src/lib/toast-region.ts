import { $toasts, dismiss, TOAST_SWIPE_THRESHOLD_PX, type Toast } from '../stores/toast-state';

/**
 * Renders the toast store into the static notification region of BaseLayout. Plain DOM instead
 * of React: it is only loaded when an island raises its first toast, and pages without islands
 * never pay for it.
 */
let mounted = false;

export function mountToastRegion(): void {
  if (mounted) return;
  const list = document.querySelector<HTMLOListElement>('#toast-region ol');
  const region = list?.parentElement;
  if (!list || !region) return;
  mounted = true;
  const home = { parent: region.parentNode!, next: region.nextSibling };
  const place = () => placeAboveModal(region, home);
  // Dialogs opening or closing while a toast shows move the region along with them.
  document.addEventListener('toggle', place, true);
  document.addEventListener('close', place, true);
  $toasts.subscribe((toasts) => {
    place();
    render(list, toasts);
  });
}

/**
 * While a modal <dialog> is open, everything outside it is inert and drawn under its backdrop: a
 * toast there would be dimmed, unclickable and unannounced (a wrong admin passphrase, a failed
 * inquiry with its dialog still open). So the region lives inside the open modal, and goes home
 * when none is open. It is position: fixed, so it shows in the same corner either way.
 */
function placeAboveModal(region: HTMLElement, home: { parent: Node; next: Node | null }) {
  const modals = Array.from(document.querySelectorAll('dialog')).filter((dialog) => dialog.open && dialog.matches(':modal'));
  const target = modals.at(-1);
  if (target) {
    if (region.parentNode !== target) target.append(region);
  } else if (region.parentNode !== home.parent) {
    home.parent.insertBefore(region, home.next && home.next.parentNode === home.parent ? home.next : null);
  }
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
    '<button type="button" class="toast-action btn btn-outline" hidden></button>' +
    '<button type="button" class="toast-close" aria-label="Close notification">&times;</button>';
  item.querySelector('.toast-close')!.addEventListener('click', () => dismiss(toast.id));
  item.querySelector('.toast-action')!.addEventListener('click', () => {
    toast.action?.onSelect();
    dismiss(toast.id);
  });
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
  const action = item.querySelector<HTMLButtonElement>('.toast-action')!;
  action.textContent = toast.action?.label ?? '';
  action.hidden = !toast.action;
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
