import type { ConnectorKind } from '@lens/contracts';
import type { Connector, ConnectorSettings } from './connector.ts';
import { PlacesDetailsConnector } from './places.connector.ts';
import { SchemaOrgConnector } from './schema-org.connector.ts';

/** The connector a channel's settings call for, or null when it has none (or lacks its URL). */
export function connectorFor(kind: ConnectorKind, settings: ConnectorSettings): Connector | null {
  if (kind === 'SCHEMA_ORG') return new SchemaOrgConnector(settings.fetchPolicy);
  if (kind === 'PLACES_DETAILS' && settings.baseUrl)
    return new PlacesDetailsConnector(settings.baseUrl, settings.apiKey, settings.fetchPolicy);
  return null;
}
