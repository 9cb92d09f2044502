import { useEffect, useId, useRef } from 'react';

export interface ConfirmRequest {
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void | Promise<void>;
}

interface Props {
  request: ConfirmRequest | null;
  onDone: () => void;
}

/** A yes/no question before anything irreversible (deleting a lead or a subscriber). Escape or Cancel says no. */
export default function ConfirmDialog({ request, onDone }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (request && !dialog.open) {
      dialog.showModal();
      // The safe choice has focus, so a stray Enter never deletes anything.
      cancelRef.current?.focus();
    } else if (!request && dialog.open) {
      dialog.close();
    }
  }, [request]);

  const confirm = async () => {
    const action = request?.onConfirm;
    dialogRef.current?.close();
    await action?.();
  };

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onClose={onDone}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {request?.title}
      </h2>
      <p id={`${id}-description`} className="mt-2">
        {request?.description}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button ref={cancelRef} type="button" className="btn btn-outline" onClick={() => dialogRef.current?.close()}>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void confirm()}>
          {request?.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
