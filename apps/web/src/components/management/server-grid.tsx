import { useCallback, useState } from 'react';
import {
  DataGrid,
  type DataGridProps,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import Paper from '@mui/material/Paper';

/** Paging, sorting and column visibility of a server-mode list (the query is built from them). */
export function useServerGrid(
  initialSort: GridSortModel = [],
  initialVisibility: GridColumnVisibilityModel | (() => GridColumnVisibilityModel) = {},
) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<GridSortModel>(initialSort);
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel>(initialVisibility);
  /** Back to the first page (a filter or the search changed). */
  const firstPage = useCallback(() => setPagination((p) => ({ ...p, page: 0 })), []);
  return { pagination, setPagination, sort, setSort, visibility, setVisibility, firstPage };
}

export type ServerGridState = ReturnType<typeof useServerGrid>;

/** The grid of a server-mode list in its outlined paper: paging and sorting go to the server. */
export function ServerDataGrid<R extends GridValidRowModel>({
  grid,
  data,
  height = 640,
  ...rest
}: {
  grid: ServerGridState;
  data: { items: R[]; total: number } | undefined;
  height?: number;
} & Omit<DataGridProps<R>, 'rows' | 'rowCount'>) {
  return (
    <Paper variant="outlined" sx={{ height }}>
      <DataGrid<R>
        rows={data?.items ?? []}
        rowCount={data?.total ?? 0}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={grid.pagination}
        onPaginationModelChange={grid.setPagination}
        pageSizeOptions={[10, 25, 50, 100]}
        sortModel={grid.sort}
        onSortModelChange={(m) => {
          grid.setSort(m);
          grid.firstPage();
        }}
        columnVisibilityModel={grid.visibility}
        onColumnVisibilityModelChange={grid.setVisibility}
        disableColumnFilter
        disableRowSelectionOnClick
        {...rest}
      />
    </Paper>
  );
}
