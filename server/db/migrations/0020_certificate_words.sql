-- The certificate's chairperson's title in Amharic moves from `chairTitleAm` to `translations.am.chairTitle`, as the
-- payment Settings' words did (0018).
UPDATE "settings"
SET "value" = (("value"::jsonb - 'chairTitleAm')
  || jsonb_build_object('translations', CASE WHEN nullif(trim("value"::jsonb->>'chairTitleAm'), '') IS NULL THEN '{}'::jsonb
    ELSE jsonb_build_object('am', jsonb_build_object('chairTitle', trim("value"::jsonb->>'chairTitleAm'))) END))::text
-- Only that row's value is read as JSON (the CASE keeps the cast off the other settings, which are not all JSON).
WHERE CASE WHEN "key" = 'certificate:words' THEN "value"::jsonb ? 'chairTitleAm' ELSE false END;
