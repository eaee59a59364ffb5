/** Mails per page of the mailbox list (docs/product/template-apps.md#mailbox). */
export const MAILS_PER_PAGE = 10;

/** The mailbox list's pagination (docs/product/template-apps.md#mailbox): indexes are zero-based, endIndex inclusive. */
export type MailPagination = {
  totalResults: number;
  resultsPerPage: number;
  currentPage: number;
  lastPage: number;
  startIndex: number;
  endIndex: number;
};

/**
 * The page `page` (1-based) of `total` items: its pagination and the slice to take (offset,
 * limit). A page beyond the last answers only the last page (the list is then null); the last
 * page is at least 1, so an empty list has page 1 with endIndex -1.
 */
export function mailPage(
  total: number,
  page: number,
  perPage = MAILS_PER_PAGE,
): { beyond: true; pagination: { lastPage: number } } | { beyond: false; pagination: MailPagination; offset: number; limit: number } {
  const lastPage = Math.max(Math.ceil(total / perPage), 1);
  if (page > lastPage) return { beyond: true, pagination: { lastPage } };
  const begin = (page - 1) * perPage;
  const end = Math.min(perPage * page, total);
  return {
    beyond: false,
    offset: begin,
    limit: end - begin,
    pagination: {
      totalResults: total,
      resultsPerPage: perPage,
      currentPage: page,
      lastPage,
      startIndex: begin,
      endIndex: end - 1,
    },
  };
}
