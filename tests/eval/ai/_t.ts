import { printSet } from './report';
import { reviewsSet } from './reviews';
printSet(reviewsSet());
