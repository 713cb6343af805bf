-- A history page reads the stored item of each of its rows. A row over ~2 KB (a result, and the item that
-- repeats it) had its largest value, the item, moved out to the TOAST table: one more index lookup and
-- heap read for each item of a page. MAIN keeps the item in the row and moves the result out first (the
-- result is read one generation at a time). Rows already written keep their layout until they change.
ALTER TABLE "generations" ALTER COLUMN "item_json" SET STORAGE MAIN;
