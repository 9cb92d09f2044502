import { useCallback, useEffect, useState } from 'react';
import type { AdminSubscriber, ResourceDownloadCount } from '../../lib/schemas/admin';
import type { InquiryStatus } from '../../lib/schemas/inquiry';
import type { DeskLead } from '../../lib/schemas/lead-follow-up';
import type { NewsletterDeskStatus } from '../../lib/schemas/newsletter-admin';
import { ADMIN_EVENTS, readLoginPassword, type AdminLoginDoneDetail } from '../../lib/admin-events';
import { takePendingRequest, takePendingRequestDetail } from '../../lib/pending-requests';
import { toast } from '../../stores/toasts';
import { adminApi, errorMessage, isSessionLost, loginFailureToast } from './admin-api';
import AnalyticsPanel from './AnalyticsPanel';
import ConfirmDialog, { type ConfirmRequest } from './ConfirmDialog';
import DownloadsPanel from './DownloadsPanel';
import { STATUS_LABELS } from './format';
import InquiriesPanel from './InquiriesPanel';
import { ADMIN_TOASTS, SERVER_UNREACHABLE } from './messages';
import NewsletterPanel from './NewsletterPanel';
import SubscribersPanel from './SubscribersPanel';
import Tabs from './Tabs';

/** Locked until a valid session or a successful login; the login dialog itself is static (AdminLogin.astro). */
type Phase = 'locked' | 'unlocked';
type TabKey = 'inquiries' | 'subscribers' | 'newsletter' | 'downloads' | 'visits';

interface DeskData {
  inquiries: DeskLead[];
  subscribers: AdminSubscriber[];
  /** Sign-ups waiting for their confirmation click (double opt-in). */
  pending: AdminSubscriber[];
  newsletter: NewsletterDeskStatus;
  downloads: ResourceDownloadCount[];
}

/**
 * The lead desk. It wakes when the static login (AdminLogin.astro) found a valid session or the
 * owner submitted the passphrase; the lists are fetched only once it is unlocked. Any
 * 401 afterwards (session expired or ended elsewhere) locks it again and reopens the login.
 */
export default function AdminDesk() {
  const [phase, setPhase] = useState<Phase>('locked');
  const [data, setData] = useState<DeskData | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [tab, setTab] = useState<TabKey>('inquiries');
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [sending, setSending] = useState(false);

  const lock = useCallback(() => {
    setData(null);
    setPhase('locked');
    document.dispatchEvent(new CustomEvent(ADMIN_EVENTS.locked));
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
    const answerLogin = (detail: AdminLoginDoneDetail) => document.dispatchEvent(new CustomEvent(ADMIN_EVENTS.loginDone, { detail }));
    const logIn = async (password: string) => {
      try {
        await adminApi.logIn(password);
        toast(ADMIN_TOASTS.accessGranted);
        setPhase('unlocked');
        answerLogin({ ok: true });
      } catch (error) {
        toast(loginFailureToast(error));
        answerLogin({ ok: false });
      }
    };
    const onLogin = (event: Event) => void logIn(readLoginPassword((event as CustomEvent).detail));
    document.addEventListener(ADMIN_EVENTS.login, onLogin);

    const pendingLogin = takePendingRequestDetail(ADMIN_EVENTS.login);
    const wokenByValidSession = takePendingRequest(ADMIN_EVENTS.unlocked);
    if (pendingLogin) void logIn(readLoginPassword(pendingLogin.detail));
    else if (wokenByValidSession) setPhase('unlocked');
    return () => document.removeEventListener(ADMIN_EVENTS.login, onLogin);
  }, []);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const [inquiries, subscribers, pending, newsletter, downloads] = await Promise.all([
        adminApi.inquiries(),
        adminApi.subscribers(),
        adminApi.pendingSubscribers(),
        adminApi.newsletter(),
        adminApi.downloads(),
      ]);
      setData({ inquiries, subscribers, pending, newsletter, downloads });
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
      failed(error, 'Logout failed', SERVER_UNREACHABLE);
    }
  };

  /** Applies a saved change to one lead in the list, keeping everything else it holds. */
  const updateLead = (id: string, change: (lead: DeskLead) => DeskLead) =>
    setData((current) => current && { ...current, inquiries: current.inquiries.map((item) => (item.id === id ? change(item) : item)) });

  const changeStatus = async (inquiry: DeskLead, status: InquiryStatus) => {
    try {
      const updated = await adminApi.setStatus(inquiry.id, status);
      updateLead(updated.id, (lead) => ({ ...lead, ...updated }));
      toast({ title: 'Status updated', description: `The inquiry from ${inquiry.name} is now marked ${STATUS_LABELS[status]}.` });
    } catch (error) {
      failed(error, 'Status not saved', 'Please try again.');
    }
  };

  const setNextContact = async (inquiry: DeskLead, day: string): Promise<boolean> => {
    try {
      const { nextContactOn } = await adminApi.setNextContact(inquiry.id, day);
      updateLead(inquiry.id, (lead) => ({ ...lead, nextContactOn }));
      toast({
        title: nextContactOn ? 'Next contact saved' : 'Next contact cleared',
        description: nextContactOn
          ? `${inquiry.name} is due for contact on ${nextContactOn}.`
          : `${inquiry.name} has no next-contact date.`,
      });
      return true;
    } catch (error) {
      failed(error, 'Date not saved', 'Please try again.');
      return false;
    }
  };

  const addNote = async (inquiry: DeskLead, text: string): Promise<boolean> => {
    try {
      const note = await adminApi.addNote(inquiry.id, text);
      updateLead(inquiry.id, (lead) => ({ ...lead, notes: [...lead.notes, note] }));
      toast({ title: 'Note added', description: `Your note on ${inquiry.name} is saved.` });
      return true;
    } catch (error) {
      failed(error, 'Note not saved', 'Your note is still in the box. Please try again.');
      return false;
    }
  };

  // Stable, so the Visits tab does not fetch again on every render of the desk.
  const analyticsFailed = useCallback((error: unknown) => isSessionLost(error) && sessionLost(), [sessionLost]);

  const askDeleteInquiry = (inquiry: DeskLead) =>
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
          setData(
            (current) =>
              current && {
                ...current,
                subscribers: current.subscribers.filter((item) => item.id !== subscriber.id),
                pending: current.pending.filter((item) => item.id !== subscriber.id),
              },
          );
          toast({ title: 'Subscriber deleted', description: `${subscriber.email} was removed.` });
        } catch (error) {
          failed(error, 'Subscriber not deleted', 'Please try again.');
        }
      },
    });

  /** Runs a newsletter action, says how it went, and reloads the tab's status (counts, history). */
  const newsletterAction = async (action: () => Promise<{ message: string }>, title: string, failedTitle: string) => {
    setSending(true);
    try {
      const result = await action();
      toast({ title, description: result.message });
      const newsletter = await adminApi.newsletter();
      setData((current) => current && { ...current, newsletter });
    } catch (error) {
      failed(error, failedTitle, 'Please try again.');
    } finally {
      setSending(false);
    }
  };

  const sendTest = () => void newsletterAction(adminApi.sendNewsletterTest, 'Test sent', 'Test not sent');

  const askSendNow = () =>
    setConfirm({
      title: "Send this week's issue now?",
      description: `"${data?.newsletter.issue?.title ?? ''}" goes out now to every active subscriber who has not had it. Monday's scheduled run will then send nothing new.`,
      confirmLabel: 'Send now',
      onConfirm: () => newsletterAction(adminApi.sendNewsletterNow, 'Newsletter sent', 'Newsletter not sent'),
    });

  return (
    <>
      <ConfirmDialog request={confirm} onDone={() => setConfirm(null)} />
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
                  panel: (
                    <InquiriesPanel
                      inquiries={data.inquiries}
                      onStatusChange={changeStatus}
                      onSetNextContact={setNextContact}
                      onAddNote={addNote}
                      onDelete={askDeleteInquiry}
                    />
                  ),
                },
                {
                  key: 'subscribers',
                  label: `Subscribers (${data.subscribers.length})`,
                  panel: <SubscribersPanel subscribers={data.subscribers} pending={data.pending} onDelete={askDeleteSubscriber} />,
                },
                {
                  key: 'newsletter',
                  label: 'Newsletter',
                  panel: <NewsletterPanel status={data.newsletter} busy={sending} onSendTest={sendTest} onSendNow={askSendNow} />,
                },
                { key: 'downloads', label: 'Resource downloads', panel: <DownloadsPanel downloads={data.downloads} /> },
                { key: 'visits', label: 'Visits', panel: <AnalyticsPanel onError={analyticsFailed} /> },
              ]}
            />
          )}
        </section>
      )}
    </>
  );
}
