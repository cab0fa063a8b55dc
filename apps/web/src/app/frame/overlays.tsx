import { RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/button.tsx';
import { Modal } from '../../components/modal.tsx';
import { sendTechnicalNotification } from '../../api/technical-notification.ts';
import { useLoaderStore } from '../../lib/loader-store.ts';
import { useLogStore, type LogMessage } from '../../lib/log-store.ts';
import styles from './frame.module.css';

/** The loader: shown while requests are pending, unless in silent mode. */
export function RequestLoader() {
  const visible = useLoaderStore((state) => state.pending > 0 && !state.silentMode);
  return visible ? (
    <div className={styles.loader} role="progressbar" aria-label="Loading" data-testid="loader" />
  ) : null;
}

export function DeployNotice({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <div className={styles.banner} role="alert" data-testid="deploy-notice">
      <span>Dashboard has been updated. Please Refresh the Dashboard</span>
      <Button size="small" onClick={() => window.location.reload()}>
        <RefreshCw size={14} aria-hidden /> Refresh
      </Button>
    </div>
  );
}

/** One message with its optional button and a way to dismiss it. */
export function MessageItem({ message }: { message: LogMessage }) {
  const dismiss = () => useLogStore.getState().dismissMessage(message.id);
  return (
    <div className={styles.message} data-tone={message.tone ?? 'info'} data-testid="message">
      <p>{message.text}</p>
      {message.button?.action === 'reload' && (
        <Button size="small" variant="primary" onClick={() => window.location.reload()}>
          {message.button.name}
        </Button>
      )}
      {message.button?.action === 'open' && (
        <Link
          to={message.button.to}
          className={buttonClasses({ variant: 'primary', size: 'small' })}
          onClick={dismiss}
        >
          {message.button.name}
        </Link>
      )}
      <Button size="small" variant="ghost" iconOnly aria-label="Dismiss" onClick={dismiss}>
        <X size={16} aria-hidden />
      </Button>
    </div>
  );
}

/**
 * Messages with their optional button, such as the processed-flags notice with Refresh, in the
 * corner of the window. A message whose place is on screen is shown there instead (`PlacedMessages`).
 */
export function MessageCenter() {
  const messages = useLogStore((state) => state.messages);
  const places = useLogStore((state) => state.places);
  const shown = messages.filter((message) => !message.place || !places[message.place]);
  if (shown.length === 0) return null;
  return (
    <div className={styles.messages} role="status" aria-live="polite" data-testid="messages">
      {shown.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </div>
  );
}

/**
 * The error log window (docs/product-rules.md, "Errors the user sees"): 'Sorry, we had some problems with:' and one line per
 * failed load, Reload page, and Send report (disabled once sent).
 */
export function ErrorLogWindow() {
  const errors = useLogStore((state) => state.errors);
  const consoleLog = useLogStore((state) => state.consoleLog);
  const reportSent = useLogStore((state) => state.reportSent);
  const [sending, setSending] = useState(false);
  const [sendFailed, setSendFailed] = useState(false);
  const close = () => useLogStore.getState().clearErrors();
  const send = async () => {
    setSending(true);
    setSendFailed(false);
    try {
      await sendTechnicalNotification({
        logStore: errors,
        browserErrorLog: consoleLog,
        url: window.location.href,
        userAgent: navigator.userAgent.slice(0, 512),
      });
      useLogStore.getState().markReportSent();
    } catch {
      // Sending stays possible: the window is the only place this report can come from.
      setSendFailed(true);
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      open={errors.length > 0}
      onOpenChange={(open) => !open && close()}
      title="Something did not load"
      data-testid="error-log-window"
      footer={
        <>
          <Button onClick={send} disabled={reportSent || sending}>
            {reportSent ? 'Report sent' : 'Send report'}
          </Button>
          <Button variant="primary" onClick={() => window.location.reload()}>
            Reload page
          </Button>
        </>
      }
    >
      <p>Sorry, we had some problems with:</p>
      <ul className={styles.problemList}>
        {errors.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      {sendFailed && (
        <p className={styles.sendFailed} role="alert">
          The report could not be sent. Please try again.
        </p>
      )}
      {consoleLog.length > 0 && (
        <details className={styles.consoleLog}>
          <summary>Technical details sent with the report ({consoleLog.length})</summary>
          <ol>
            {consoleLog.map((entry, index) => (
              <li key={index} data-level={entry.level}>
                <time dateTime={entry.time}>{entry.time.slice(11, 19)}</time> {entry.text}
              </li>
            ))}
          </ol>
        </details>
      )}
    </Modal>
  );
}
