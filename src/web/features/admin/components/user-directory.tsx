import { UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { DEFAULT_USER_PAGE_SIZE } from "@/shared/admin";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { formatNumber } from "@/web/lib/format";
import { useAdminUsers, type UserTableParams } from "../api/get-admin-users";
import { CreateUserDialog } from "./actions/create-user-dialog";
import { TablePagination } from "./table-pagination";
import { UserTableToolbar } from "./user-table-toolbar";
import { defaultDirection, UsersTable, type SortKey } from "./users-table";

const SORTS: SortKey[] = ["created", "email", "name"];

/** The user table card: toolbar, table, pagination, with loading, empty and error states. */
export function UserDirectory({
  params,
  onChange,
}: {
  params: UserTableParams;
  onChange: (next: Partial<UserTableParams>) => void;
}) {
  const { data, isPending, isError, error, isFetching, refetch } = useAdminUsers(params);
  const sortKey = SORTS.find((key) => key === params.sort) ?? "created";
  const sort = {
    sort: sortKey,
    dir: params.dir === "asc" || params.dir === "desc" ? params.dir : defaultDirection(sortKey),
  };
  const filtered = Boolean(params.q || params.role || params.banned || params.verified);
  const [creating, setCreating] = useState(false);

  return (
    <Card>
      <CardHeader
        icon={<Users className="h-5 w-5" aria-hidden />}
        title="Users"
        description={
          data ? `${formatNumber(data.total)} ${filtered ? "matching" : "in total"}` : "Everyone with an account"
        }
        action={
          <div className="flex items-center gap-3">
            {isFetching && !isPending ? <Spinner className="h-4 w-4 text-zinc-400" label="Updating" /> : null}
            <Button size="sm" onClick={() => setCreating(true)}>
              <UserPlus className="h-4 w-4" aria-hidden /> Create user
            </Button>
          </div>
        }
      />
      {creating ? <CreateUserDialog onClose={() => setCreating(false)} /> : null}
      <CardBody className="space-y-4">
        <UserTableToolbar params={params} onChange={onChange} />
        {isError ? (
          <Alert tone="error" title="Could not load users">
            {error.message}{" "}
            <Button variant="link" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        ) : null}
      </CardBody>
      {isPending ? (
        <div className="space-y-2 px-5 pb-5 sm:px-6" aria-busy="true" aria-label="Loading users">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="h-12 animate-pulse rounded-md bg-zinc-50" />
          ))}
        </div>
      ) : data && data.users.length === 0 ? (
        <div className="px-6 pb-10 text-center text-sm text-zinc-500">
          <p className="font-medium text-zinc-700">No users match.</p>
          {filtered ? (
            <Button
              variant="link"
              onClick={() =>
                onChange({ q: undefined, role: undefined, banned: undefined, verified: undefined, page: undefined })
              }
            >
              Clear search and filters
            </Button>
          ) : null}
        </div>
      ) : data ? (
        <>
          <div
            className={
              isFetching ? "relative overflow-x-auto opacity-60 transition-opacity" : "relative overflow-x-auto"
            }
          >
            <UsersTable
              users={data.users}
              sort={sort}
              onSort={(next) =>
                onChange({
                  sort: next.sort === "created" ? undefined : next.sort,
                  dir: next.dir === defaultDirection(next.sort) ? undefined : next.dir,
                  page: undefined,
                })
              }
            />
          </div>
          <div className="border-t border-zinc-100 px-5 py-3 sm:px-6">
            <TablePagination
              page={data.page}
              pageCount={data.pageCount}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => onChange({ page: page > 1 ? String(page) : undefined })}
              onPageSize={(size) =>
                onChange({ pageSize: size === DEFAULT_USER_PAGE_SIZE ? undefined : String(size), page: undefined })
              }
            />
          </div>
        </>
      ) : null}
    </Card>
  );
}
