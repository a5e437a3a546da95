import { setAutoFreeze } from 'immer';

// recharts keeps each chart's state in a Redux store whose reducers (immer) freeze what they store,
// rendered elements among it. Preact (ADR 093) writes to an element as it renders it, so a frozen one
// threw, and the throw stopped every later render of the page (the owner's buttons went dead). Charts
// import recharts from here, so immer stops freezing before the first chart's store exists.
setAutoFreeze(false);

export * from 'recharts';
