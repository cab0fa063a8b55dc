import {
  type ReviewAudit,
  type ReviewDecision,
  type ReviewQueueQuery,
  type ReviewQueueResponse,
} from '@lens/contracts';
import { formatAccuracy } from '@lens/domain';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCheck, Check, SearchX, X } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { OptionSelect } from '../../../components/option-select.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { Checkbox, SearchInput, TextField } from '../../../components/form-controls.tsx';
import {
  reviewQueueQuery,
  useChannelTypes,
  useRefreshAfterReview,
  useReviewQueue,
} from '../api/chain-admin-api.ts';
import { readableError } from '../api/readable-error.ts';
import { useRemainderState } from '../state/use-remainder-state.ts';
import { PageHeader } from './chain-admin-shell.tsx';
import { ChannelTypeTabs } from './channel-type-tabs.tsx';
import { Notice, type NoticeMessage } from './notice.tsx';
import { Pager } from '../../../components/pager.tsx';
import { ReviewDialog, type PendingReview } from './review-dialog.tsx';
import { ReviewQueue } from './review-queue.tsx';
import styles from './filter-bar.module.css';
import { useReviewResults } from '../api/chain-admin-api.ts';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

function outcomeText(
  decision: ReviewDecision,
  audits: ReviewAudit[],
  after: Map<number, number | null>,
) {
  const verb = decision === 'ACCEPT' ? 'Accepted' : 'Rejected';
  const results = audits.flatMap((audit) => audit.results);
  if (audits.length === 1) {
    const audit = audits[0]!;
    const labels = audit.results.map((result) => result.label).join(', ');
    return `${verb} ${labels} of ${audit.propertyName} on ${audit.siteName}: audit accuracy ${formatAccuracy(audit.accuracy)} → ${formatAccuracy(after.get(audit.auditId))}. Scores are up to date.`;
  }
  return `${verb} ${results.length} results of ${audits.length} audits; their scores are up to date.`;
}

/** `audits/{channelTypeId}/*`: one channel type's audits awaiting review, decided here. */
export function AuditsReviewPage() {
  const channelTypeId = Number(useParams().channelTypeId);
  // Selections and messages belong to one channel type: another type starts afresh.
  return <ChannelTypeReview key={channelTypeId} channelTypeId={channelTypeId} />;
}

function ChannelTypeReview({ channelTypeId }: { channelTypeId: number }) {
  const channelTypes = useChannelTypes();
  const { values, update } = useRemainderState();
  const page = Math.max(1, Number(values.page) || 1);
  const filters = {
    search: values.search ?? '',
    site: values.site ?? '',
    from: values.from ?? '',
    to: values.to ?? '',
    latest: values.latest === 'true',
  };
  const query: ReviewQueueQuery = {
    page: String(page),
    pageSize: String(PAGE_SIZE),
    ...(filters.search && { search: filters.search }),
    ...(filters.site && { siteId: filters.site }),
    ...(filters.from && { startDate: filters.from }),
    ...(filters.to && { endDate: filters.to }),
    ...(filters.latest && { currentOnly: 'true' as const }),
  };
  const type = channelTypes.data?.channelTypes.find((t) => t.channelTypeId === channelTypeId);
  const queue = useReviewQueue(channelTypeId, query);
  const queryClient = useQueryClient();
  const refreshAfterReview = useRefreshAfterReview();
  const review = useReviewResults();

  const [searchText, setSearchText] = useState(filters.search);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [deciding, setDeciding] = useState<ReadonlyMap<number, ReviewDecision>>(new Map());
  const [pending, setPending] = useState<PendingReview | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  const remainderOf = (values: typeof filters, shownPage: number) => ({
    search: values.search,
    site: values.site,
    from: values.from,
    to: values.to,
    latest: values.latest,
    page: shownPage > 1 ? shownPage : undefined,
  });
  const setFilters = (next: Partial<typeof filters>, nextPage = 1) => {
    update(remainderOf({ ...filters, ...next }, nextPage));
    setSelected(new Set());
  };

  // Only the typed text starts a search; the other filters are read when it fires.
  const search = useEffectEvent((text: string) => {
    if (text.trim() !== filters.search) setFilters({ search: text.trim() });
  });
  useEffect(() => {
    const timer = setTimeout(() => search(searchText), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const items = useMemo(() => queue.data?.items ?? [], [queue.data]);
  const selectedAudits = items.filter((audit) => selected.has(audit.auditId));
  const open = items.filter((audit) => !deciding.has(audit.auditId));
  const lastPage = queue.data ? Math.max(1, Math.ceil(queue.data.total / PAGE_SIZE)) : page;

  // Deciding the last rows of the last page leaves it empty: show the page before instead.
  const showLastPage = useEffectEvent((shown: number) => update(remainderOf(filters, shown)));
  const beyondLastPage = !!queue.data && !queue.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (beyondLastPage) showLastPage(lastPage);
  }, [beyondLastPage, lastPage]);
  const filtered = !!(
    filters.search ||
    filters.site ||
    filters.from ||
    filters.to ||
    filters.latest
  );

  const decide = async ({ decision, audits }: PendingReview) => {
    setPending(null);
    const ids = new Set(audits.map((audit) => audit.auditId));
    setDeciding(
      (before) => new Map([...before, ...audits.map((a) => [a.auditId, decision] as const)]),
    );
    setSelected((before) => new Set([...before].filter((id) => !ids.has(id))));
    try {
      const answer = await review.mutateAsync({
        body: {
          decision,
          items: audits.flatMap((audit) =>
            audit.results.map((result) => ({
              auditId: audit.auditId,
              characteristic: result.characteristic,
            })),
          ),
        },
      });
      queryClient.setQueryData<ReviewQueueResponse>(
        reviewQueueQuery(channelTypeId, query).queryKey,
        (old) =>
          old && {
            ...old,
            items: old.items.filter((audit) => !ids.has(audit.auditId)),
            total: Math.max(0, old.total - ids.size),
          },
      );
      const after = new Map(answer.audits.map((audit) => [audit.auditId, audit.accuracy]));
      setNotice({ tone: 'success', text: outcomeText(decision, audits, after) });
      // Every score the dashboard caches may have moved.
      void refreshAfterReview(true);
    } catch (error) {
      setNotice({
        tone: 'error',
        text: readableError(error, 'The decision could not be saved. Please try again.'),
      });
      void refreshAfterReview(false);
    } finally {
      setDeciding((before) => new Map([...before].filter(([id]) => !ids.has(id))));
    }
  };

  const unknownType = channelTypes.data && !type;
  return (
    <>
      <PageHeader
        title="Audits awaiting review"
        description="Results the engine could not decide on its own, such as a name that differs by a typo or a rebranding. Accepting makes them ACCURATE, rejecting INACCURATE; the audit and the dashboard scores are recomputed at once."
      />
      <ChannelTypeTabs
        label="Channel type"
        channelTypes={channelTypes.data?.channelTypes}
        current={channelTypeId}
        hrefFor={(id) => `/hilton_admin/audits/${id}`}
        countOf={(t) => t.awaitingAudits}
      />
      <Notice message={notice} onDismiss={() => setNotice(null)} />
      {unknownType ? (
        <Card>
          <EmptyState title="There is no such channel type">
            <Link to="/hilton_admin/audits">Show the audits awaiting review</Link>
          </EmptyState>
        </Card>
      ) : (
        <Card
          flush
          title={type ? type.name : <Skeleton width={180} height={20} />}
          subtitle={
            queue.data
              ? `${queue.data.total.toLocaleString('en-US')} audit${queue.data.total === 1 ? '' : 's'} awaiting review${filtered ? ' match the filters' : ''}`
              : 'Loading…'
          }
          data-testid="review-card"
        >
          <div className={styles.bar} role="search" aria-label="Filter the audits">
            <div className={styles.search}>
              <SearchInput
                label="Search properties by name or code"
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
              />
            </div>
            <div className={styles.field}>
              <OptionSelect
                label="Channel"
                value={filters.site}
                options={type?.sites}
                placeholder="All channels"
                onChange={(value) => setFilters({ site: value })}
              />
            </div>
            <div className={styles.date}>
              <TextField
                label="Audited from"
                type="date"
                value={filters.from}
                max={filters.to || undefined}
                onChange={(event) => setFilters({ from: event.target.value })}
              />
            </div>
            <div className={styles.date}>
              <TextField
                label="Audited to"
                type="date"
                value={filters.to}
                min={filters.from || undefined}
                onChange={(event) => setFilters({ to: event.target.value })}
              />
            </div>
            <div className={styles.toggle}>
              <Checkbox
                label="Latest audits only"
                checked={filters.latest}
                onChange={(event) => setFilters({ latest: event.target.checked })}
              />
            </div>
            {filtered && (
              <Button
                size="small"
                variant="ghost"
                className={styles.clear}
                onClick={() => {
                  setSearchText('');
                  update({});
                }}
              >
                Clear filters
              </Button>
            )}
          </div>
          {items.length > 0 && (
            <div className={styles.selection} data-active={selected.size > 0}>
              <div className={styles.selectionText}>
                <Checkbox
                  label={
                    selected.size > 0 ? `${selected.size} selected` : 'Select all on this page'
                  }
                  checked={selected.size > 0 && selectedAudits.length === open.length}
                  onChange={(event) =>
                    setSelected(
                      event.target.checked ? new Set(open.map((a) => a.auditId)) : new Set(),
                    )
                  }
                />
              </div>
              <Button
                size="small"
                variant="primary"
                disabled={selectedAudits.length === 0}
                onClick={() => setPending({ decision: 'ACCEPT', audits: selectedAudits })}
              >
                <CheckCheck size={15} aria-hidden /> Accept selected
              </Button>
              <Button
                size="small"
                variant="secondary"
                disabled={selectedAudits.length === 0}
                onClick={() => setPending({ decision: 'REJECT', audits: selectedAudits })}
              >
                <X size={15} aria-hidden /> Reject selected
              </Button>
            </div>
          )}
          {queue.isPending ? (
            <div aria-busy="true" aria-label="Loading audits">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} height={72} style={{ margin: '16px 24px' }} />
              ))}
            </div>
          ) : queue.isError ? (
            <EmptyState title="The audits could not be loaded">
              {readableError(queue.error, 'Please try again in a moment.')}
            </EmptyState>
          ) : items.length === 0 ? (
            filtered ? (
              <EmptyState
                title="No audit matches these filters"
                icon={<SearchX size={28} aria-hidden />}
              >
                Clear the filters to see every audit awaiting review.
              </EmptyState>
            ) : (
              <EmptyState title="Nothing awaits review" icon={<Check size={28} aria-hidden />}>
                Every {type?.name ?? 'channel'} result has been decided.
              </EmptyState>
            )
          ) : (
            <ReviewQueue
              audits={items}
              selected={selected}
              deciding={deciding}
              onToggle={(id) =>
                setSelected((before) => {
                  const next = new Set(before);
                  if (!next.delete(id)) next.add(id);
                  return next;
                })
              }
              onDecide={(decision, audits) => setPending({ decision, audits })}
            />
          )}
          {queue.data && queue.data.total > 0 && (
            <Pager
              page={page}
              pageSize={PAGE_SIZE}
              total={queue.data.total}
              label="audits"
              onPage={(next) => setFilters({}, next)}
            />
          )}
        </Card>
      )}
      <ReviewDialog pending={pending} onCancel={() => setPending(null)} onConfirm={decide} />
    </>
  );
}
