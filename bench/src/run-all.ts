import { benchUrlCodec } from './url-codec.bench.ts';

console.log(`ListingLens benchmarks on Node ${process.version}\n`);
benchUrlCodec();
