// What other features may use of the icons app: nothing yet (its page is found by routes.tsx).
export {};
