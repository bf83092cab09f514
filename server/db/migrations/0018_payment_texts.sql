-- The Settings' words in the other languages move from `instructionsAm` and `investor.textAm` to `translations`, per
-- language, as an event's texts did (0017): the Amharic become `translations.am`.
UPDATE "payment_settings"
SET "value" = ("value" - 'instructionsAm' #- '{investor,textAm}')
  || jsonb_build_object('translations', jsonb_build_object('am', jsonb_strip_nulls(jsonb_build_object(
    'instructions', nullif(btrim("value"->>'instructionsAm', E' \t\r\n'), ''),
    'investorText', nullif(btrim("value"->'investor'->>'textAm', E' \t\r\n'), '')))))
WHERE NOT "value" ? 'translations';
