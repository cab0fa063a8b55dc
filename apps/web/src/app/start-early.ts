import { prefetchWidgetsPage } from '../features/widgets/lazy.ts';
import { queryClient } from './query-client.ts';

// Imported first by main.tsx. Modules are evaluated in import order, so the widgets page's calls
// leave here, before React, the router and every screen are evaluated, rather than when the
// router first runs its loaders. The main route's loader starts the same calls on later
// navigations; a call already under way is shared, not repeated.
void prefetchWidgetsPage(queryClient, window.location.pathname);
