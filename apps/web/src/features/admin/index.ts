export { ChannelGroupsPage } from './components/channel-groups/channel-groups-page.tsx';
export { ClientsPage } from './components/clients/clients-page.tsx';
export { GeographyPage } from './components/geography/geography-page.tsx';
export { ImportsPage } from './components/imports/imports-page.tsx';
export { UsersPage } from './components/users/users-page.tsx';
export { ViewEditorPage } from './components/views/view-editor.tsx';
export { ViewsPage } from './components/views/views-page.tsx';
export { AdminNav } from './components/admin-page.tsx';
