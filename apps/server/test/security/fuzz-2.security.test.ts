import { fuzzWriteRoutes } from './fuzz-routes';

// The write routes at odd or even places of the route list, in two files so two workers share them.
fuzzWriteRoutes(2, 2);
