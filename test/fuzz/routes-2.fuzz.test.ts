import { describeRouteFuzz, routeShard } from './route-fuzz';

// Half of the routes (every other one of the table), beside the other half's file on the other core.
describeRouteFuzz(routeShard(1));
