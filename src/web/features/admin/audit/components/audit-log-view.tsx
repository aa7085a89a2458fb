import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUDIT_PAGE_MESSAGES as P } from '../../../../../domain/admin/audit-page.messages';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_MESSAGES as A,
  type AuditAction,
  type AuditEntry,
} from '../../../../../domain/admin/audit';
import { formatOrderDateTime } from '../../../../../domain/orders/order.messages';
import { LoadingStatus } from '../../../../components/ui/loading-status';
import '../../../../styles/admin-orders.css';
import { adminOrderPath } from '../../orders/admin-order-path';
import { AdminField } from '../../shared/admin-field';
import { AdminLoadError } from '../../shared/admin-load-error';
import { AdminPagination } from '../../shared/admin-pagination';
import { useAuditLog } from '../api/get-audit-log';
import { auditFiltersFromSearch, isAuditAction, searchForAuditFilters } from '../audit-url';

/** A stored value in one short line: text as it is, anything structured as JSON. */
function formatValue(value: unknown): string {
  if (value === null || value === undefined) return P.noValues;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The before/after of an entry as compact "key: value" lines. */
function Values({ values }: { values: AuditEntry['before'] }) {
  const entries = values ? Object.entries(values) : [];
  if (entries.length === 0) return <span className="admin-muted">{P.noValues}</span>;
  return (
    <ul className="admin-audit__values">
      {entries.map(([key, value]) => (
        <li key={key}>
          <span className="admin-audit__key">{key}:</span> {formatValue(value)}
        </li>
      ))}
    </ul>
  );
}

function Entity({ entry }: { entry: AuditEntry }) {
  const type = P.entityTypes[entry.entityType];
  if (entry.entityType === 'order') {
    return <Link to={adminOrderPath(entry.entityId)}>{`${type} ${entry.entityId}`}</Link>;
  }
  return <span>{entry.entityId ? `${type} ${entry.entityId}` : type}</span>;
}

function ActionFilter({
  action,
  onApply,
}: {
  action: AuditAction | undefined;
  onApply: (action: AuditAction | undefined) => void;
}) {
  const [chosen, setChosen] = useState<AuditAction | ''>(action ?? '');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(chosen || undefined);
  }
  return (
    <form className="admin-card admin-filters" aria-label={P.filtersTitle} onSubmit={submit}>
      <AdminField id="admin-audit-action" label={A.filterLabel}>
        {(control) => (
          <select
            {...control}
            value={chosen}
            onChange={(event) =>
              setChosen(isAuditAction(event.target.value) ? event.target.value : '')
            }
          >
            <option value="">{A.allActions}</option>
            {AUDIT_ACTIONS.map((value) => (
              <option key={value} value={value}>
                {AUDIT_ACTION_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <div className="admin-filters__actions">
        <button type="submit" className="admin-button admin-button--primary">
          {P.applyFilter}
        </button>
      </div>
    </form>
  );
}

function AuditTable({
  entries,
  caption,
  busy,
}: {
  entries: AuditEntry[];
  caption: string;
  busy: boolean;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-audit__table" aria-busy={busy || undefined}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{A.columns.when}</th>
            <th scope="col">{A.columns.who}</th>
            <th scope="col">{A.columns.what}</th>
            <th scope="col">{A.columns.entity}</th>
            <th scope="col">{A.columns.before}</th>
            <th scope="col">{A.columns.after}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">
                <time dateTime={entry.createdAt}>{formatOrderDateTime(entry.createdAt)}</time>
              </th>
              <td>{entry.actorEmail}</td>
              <td>{AUDIT_ACTION_LABELS[entry.action]}</td>
              <td>
                <Entity entry={entry} />
              </td>
              <td>
                <Values values={entry.before} />
              </td>
              <td>
                <Values values={entry.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /admin/audit: every change made in the admin area, newest first, filtered by kind of change;
 * the filter and the page live in the address bar.
 */
export function AuditLogView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = auditFiltersFromSearch(searchParams);
  const query = useAuditLog(filters);
  const searchForPage = (page: number) => searchForAuditFilters({ ...filters, page });

  return (
    <div className="admin-audit">
      <p className="admin-muted">{A.intro}</p>
      <ActionFilter
        key={filters.action ?? ''}
        action={filters.action}
        onApply={(action) =>
          setSearchParams(new URLSearchParams(searchForAuditFilters({ page: 1, action })))
        }
      />
      {query.isPending ? (
        <LoadingStatus label={P.loading} />
      ) : query.isError ? (
        <AdminLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="admin-card">
          {query.data.entries.length === 0 ? (
            <p>{A.empty}</p>
          ) : (
            <AuditTable
              entries={query.data.entries}
              caption={P.tableCaption(P.entryCount(query.data.total))}
              busy={query.isPlaceholderData}
            />
          )}
          <AdminPagination
            page={filters.page}
            pageCount={query.data.pageCount}
            searchForPage={searchForPage}
          />
        </div>
      )}
    </div>
  );
}
