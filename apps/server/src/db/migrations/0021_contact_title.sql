-- The contact person's title (issue 24, spec section 9 list of titles): optional, checked against the list by the API.
ALTER TABLE "users" ADD COLUMN "title" text;