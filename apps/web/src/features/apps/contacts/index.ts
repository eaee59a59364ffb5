// What other features may use of the contacts app: nothing yet (its pages are found by routes.tsx).
export {};
