/** The world file of the offline basemap (apps/web/offline-basemap-plugin.ts). */
declare module 'virtual:offline-basemap' {
  const worldUrl: string;
  export default worldUrl;
}
