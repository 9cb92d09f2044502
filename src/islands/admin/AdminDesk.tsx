import { useCallback, useEffect, useState } from 'react';
import type { AdminSubscriber, ResourceDownloadCount } from '../../lib/schemas/admin-rules';
import type { Inquiry, InquiryStatus } from '../../lib/schemas/inquiry-rules';
import { toast } from '../../stores/toasts';
import { adminApi, errorMessage, isSessionLost } from './admin-api';
import ConfirmDialog, { type ConfirmRequest } from './ConfirmDialog';
import DownloadsPanel from './DownloadsPanel';
import { STATUS_LABELS } from './format';
import InquiriesPanel from './InquiriesPanel';
import LoginDialog from './LoginDialog';
import { ADMIN_TOASTS } from './messages';
import SubscribersPanel from './SubscribersPanel';
import Tabs from './Tabs';

type Phase = 'checking' | 'locked' | 'unlocked';
type TabKey = 'inquiries' | 'subscribers' | 'downloads';

interface DeskData {
  inquiries: Inquiry[];
  subscribers: AdminSubscriber[];
  downloads: ResourceDownloadCount[];
}

/**
 * The lead desk. On load it asks the server whether a session exists; the lists are fetched only
 * once it is unlocked (spec §6). Any 401 afterwards (session expired or ended elsewhere) locks it again.
 */
export default function AdminDesk() {
  const [phase, setPhase] = useState<Phase>('checking');
  const [data, setData] = useState<DeskData | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [tab, setTab] = useState<TabKey>('inquiries');
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const lock = useCallback(() => {
    setData(null);
    setPhase('locked');
  }, []);

  const sessionLost = useCallback(() => {
    lock();
    toast(ADMIN_TOASTS.sessionExpired);
  }, [lock]);

  const failed = useCallback(
    (error: unknown, title: string, fallback: string) => {
      if (isSessionLost(error)) sessionLost();
      else toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
    },
    [sessionLost],
  );

  useEffect(() => {
    adminApi.session().then(
      (session) => setPhase(session ? 'unlocked' : 'locked'),
      () => setPhase('locked'),
    );
  }, []);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const [inquiries, subscribers, downloads] = await Promise.all([adminApi.inquiries(), adminApi.subscribers(), adminApi.downloads()]);
      setData({ inquiries, subscribers, downloads });
    } catch (error) {
      if (isSessionLost(error)) sessionLost();
      else setLoadError(errorMessage(error, 'Could not reach the server.'));
    }
  }, [sessionLost]);

  useEffect(() => {
    if (phase === 'unlocked') void load();
  }, [phase, load]);

  const logOut = async () => {
    try {
      await adminApi.logOut();
      lock();
      toast(ADMIN_TOASTS.loggedOut);
    } catch (error) {
      failed(error, 'Logout failed', 'Could not reach the server. Please try again.');
    }
  };

  const changeStatus = async (inquiry: Inquiry, status: InquiryStatus) => {
    try {
      const updated = await adminApi.setStatus(inquiry.id, status);
      setData((current) => current && { ...current, inquiries: current.inquiries.map((item) => (item.id === updated.id ? updated : item)) });
      toast({ title: 'Status updated', description: `The inquiry from ${inquiry.name} is now marked ${STATUS_LABELS[status]}.` });
    } catch (error) {
      failed(error, 'Status not saved', 'Please try again.');
    }
  };

  const askDeleteInquiry = (inquiry: Inquiry) =>
    setConfirm({
      title: 'Delete this inquiry?',
      description: `The inquiry from ${inquiry.name} will be removed permanently. This cannot be undone.`,
      confirmLabel: 'Delete inquiry',
      onConfirm: async () => {
        try {
          await adminApi.deleteInquiry(inquiry.id);
          setData((current) => current && { ...current, inquiries: current.inquiries.filter((item) => item.id !== inquiry.id) });
          toast({ title: 'Inquiry deleted', description: `The inquiry from ${inquiry.name} was removed.` });
        } catch (error) {
          failed(error, 'Inquiry not deleted', 'Please try again.');
        }
      },
    });

  const askDeleteSubscriber = (subscriber: AdminSubscriber) =>
    setConfirm({
      title: 'Delete this subscriber?',
      description: `${subscriber.email} will be removed from the newsletter list permanently. This cannot be undone.`,
      confirmLabel: 'Delete subscriber',
      onConfirm: async () => {
        try {
          await adminApi.deleteSubscriber(subscriber.id);
          setData((current) => current && { ...current, subscribers: current.subscribers.filter((item) => item.id !== subscriber.id) });
          toast({ title: 'Subscriber deleted', description: `${subscriber.email} was removed.` });
        } catch (error) {
          failed(error, 'Subscriber not deleted', 'Please try again.');
        }
      },
    });

  return (
    <>
      <LoginDialog open={phase === 'locked'} onUnlocked={() => setPhase('unlocked')} />
      <ConfirmDialog request={confirm} onDone={() => setConfirm(null)} />
      {phase === 'checking' && (
        <p className="muted py-10" role="status">
          Checking your session...
        </p>
      )}
      {phase === 'locked' && <p className="muted py-10">The lead desk is locked. Enter the admin passphrase to continue.</p>}
      {phase === 'unlocked' && (
        <section aria-label="Lead desk" className="flex flex-col gap-6">
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="btn btn-outline" onClick={() => void load()}>
              Refresh
            </button>
            <button type="button" className="btn btn-primary" onClick={() => void logOut()}>
              Logout
            </button>
          </div>
          {loadError ? (
            <div className="card" role="alert">
              <p className="font-semibold">Could not load the lists.</p>
              <p className="muted mt-1">{loadError}</p>
              <button type="button" className="btn btn-outline mt-4" onClick={() => void load()}>
                Try again
              </button>
            </div>
          ) : !data ? (
            <p className="muted py-10" role="status">
              Loading inquiries and subscribers...
            </p>
          ) : (
            <Tabs<TabKey>
              label="Admin lists"
              selected={tab}
              onSelect={setTab}
              tabs={[
                {
                  key: 'inquiries',
                  label: `Inquiries (${data.inquiries.length})`,
                  panel: <InquiriesPanel inquiries={data.inquiries} onStatusChange={changeStatus} onDelete={askDeleteInquiry} />,
                },
                {
                  key: 'subscribers',
                  label: `Subscribers (${data.subscribers.length})`,
                  panel: <SubscribersPanel subscribers={data.subscribers} onDelete={askDeleteSubscriber} />,
                },
                { key: 'downloads', label: 'Resource downloads', panel: <DownloadsPanel downloads={data.downloads} /> },
              ]}
            />
          )}
        </section>
      )}
    </>
  );
}
