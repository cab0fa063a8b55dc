export { generatePortfolio, type DemoPortfolio, type PortfolioOptions } from './portfolio.ts';
export {
  ALPINE_VIEW,
  HOTEL_CHAIN_VIEW,
  LUXURY_VIEW,
  STANDARD_VIEW,
  type DemoChannelGroup,
  type DemoUser,
  type DemoView,
} from './tenancy.ts';
