#!/usr/bin/env bash
# npm run scan: sqlmap (batch mode) against every public POST and, with a valid staff token, the admin lists'
# query parameters, each starting from a request that succeeds. Prints what sqlmap found; exits 1 if anything.
#
# Environment: SCAN_PORT (default 4540), SCAN_LEVEL / SCAN_RISK (sqlmap --level/--risk, default 1 / 1),
# DATABASE_URL (scan a server on a fresh database on that PostgreSQL, dropped afterwards; default PGlite in a
# temporary directory).
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${SCAN_PORT:-4540}"
LEVEL="${SCAN_LEVEL:-1}"
RISK="${SCAN_RISK:-1}"
BASE="http://127.0.0.1:${PORT}"

if ! command -v sqlmap >/dev/null 2>&1; then
  echo "sqlmap is not installed; installing the Debian package…"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq sqlmap >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq sqlmap >/dev/null; fi
fi
for tool in curl jq; do command -v "$tool" >/dev/null || { echo "$tool is required"; exit 2; }; done

WORK="$(mktemp -d)"
SERVER_PID=""
# On PostgreSQL the scan gets a fresh database `scan_<random>` on DATABASE_URL's server, dropped at the end
# (the database DATABASE_URL names is never written to).
SCAN_DB=""
pgAdmin() { node -e 'const pg = require("pg"); const c = new pg.Client(process.argv[1]); c.connect().then(() => c.query(process.argv[2])).then(() => c.end(), (e) => { console.error(e.message); process.exit(1); });' "$DATABASE_URL" "$1"; }
cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  if [ -n "$SCAN_DB" ]; then pgAdmin "drop database if exists $SCAN_DB with (force)" || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT
SERVER_DB_URL=""
if [ -n "${DATABASE_URL:-}" ]; then
  SCAN_DB="scan_$RANDOM$RANDOM"
  pgAdmin "create database $SCAN_DB"
  SERVER_DB_URL="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.href)' "$DATABASE_URL" "$SCAN_DB")"
fi

echo "Starting the server on ${BASE} (${SCAN_DB:+PostgreSQL, database $SCAN_DB}${SCAN_DB:-PGlite in $WORK})…"
env -u DATABASE_URL ${SERVER_DB_URL:+DATABASE_URL="$SERVER_DB_URL"} PORT="$PORT" HOST=127.0.0.1 DATA_DIR="$WORK/data" BACKUP_DIR="$WORK/backups" \
  RATE_LIMIT_MULTIPLIER=100000 LOG_LEVEL=warn STATIC_DIR="$WORK/no-site" node --import tsx server/main.ts >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 120); do
  curl -sf "$BASE/api/health" >/dev/null && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/server.log"; exit 2; }
  sleep 0.5
done

json() { curl -sf -X "$1" "$BASE$2" -H 'Content-Type: application/json' ${TOKEN:+-H "Authorization: Bearer $TOKEN"} ${3:+--data "$3"}; }

# A staff account (the first account becomes the admin), a token, an upcoming event, an application.
EMAIL="scan-admin-$RANDOM@example.org"
PASSWORD="scan password $RANDOM$RANDOM"
json POST /api/auth/register "{\"firstName\":\"Scan\",\"lastName\":\"Admin\",\"email\":\"$EMAIL\",\"password\":\"$PASSWORD\",\"phone\":\"\",\"company\":\"\",\"position\":\"\"}" >/dev/null \
  || { echo "could not create the staff account"; exit 2; }
TOKEN="$(json POST /api/auth/login "{\"email\":\"$EMAIL\",\"password\":\"$PASSWORD\"}" | jq -r .data.token)"
[ -n "$TOKEN" ] && [ "$TOKEN" != null ] || { echo "could not get a staff token"; exit 2; }
DATE="$(date -u -d '+30 days' +%F)"
EVENT_ID="$(json POST /api/admin/events "{\"title\":\"Scan day\",\"description\":\"Seeded by the scan.\",\"date\":\"$DATE\",\"time\":\"09:00\",\"location\":\"Adama\",\"image\":\"\"}" | jq -r .data.id)"
APP_ID="$(TOKEN='' json POST /api/membership/apply '{"firstName":"Abebe","lastName":"Kebede","email":"abebe@example.org","phone":"+251 911 000 000","company":"Farm","address":"Kebele 1","city":"Adama","membershipType":"farmer","message":"","terms":true}' | jq -r .data.application.id)"
MSG_ID="$(TOKEN='' json POST /api/contact '{"name":"Abebe","email":"abebe@example.org","phone":"","subject":"Other","message":"Hello","contactType":"individual","organization":""}' | jq -r .data.message.id)"
echo "Staff token ok; event $EVENT_ID; application $APP_ID; message $MSG_ID"

FOUND=0
REPORT="$WORK/report.txt"
: >"$REPORT"
# sqlmap <label> <sqlmap args…>: one batch run; a run that reports an injection point counts as a finding.
scan() {
  local label="$1"
  shift
  echo "── $label"
  local out="$WORK/out-$(echo "$label" | tr -c 'A-Za-z0-9' '_').txt"
  sqlmap --batch --disable-coloring --flush-session --output-dir="$WORK/sqlmap" --level="$LEVEL" --risk="$RISK" \
    --threads=4 --time-sec=2 --timeout=15 --retries=1 --answers='skip those kind=N' "$@" >"$out" 2>&1 || true
  if grep -qiE 'sqlmap identified the following injection point|is vulnerable|parameter .* is injectable' "$out"; then
    FOUND=$((FOUND + 1))
    echo "   FOUND: injection reported" | tee -a "$REPORT"
    grep -iE 'Parameter:|Type:|Title:|Payload:' "$out" | sed 's/^/   /' | tee -a "$REPORT"
  elif grep -qiE 'all tested parameters do not appear to be injectable|does not seem to be injectable' "$out"; then
    echo "   nothing found ($(grep -ciE 'testing .*' "$out") tests)"
  else
    echo "   inconclusive; last lines of sqlmap:"
    tail -5 "$out" | sed 's/^/   /'
    FOUND=$((FOUND + 1))
    echo "$label: inconclusive" >>"$REPORT"
  fi
}

JSONH=(--headers="Content-Type: application/json")
AUTH=(--headers="Content-Type: application/json
Authorization: Bearer $TOKEN")

scan "POST /api/contact" -u "$BASE/api/contact" "${JSONH[@]}" \
  --data '{"name":"Abebe","email":"abebe@example.org","phone":"","subject":"Other","message":"Hello there","contactType":"individual","organization":""}'
scan "POST /api/membership/apply" -u "$BASE/api/membership/apply" "${JSONH[@]}" \
  --data '{"firstName":"Abebe","lastName":"Kebede","email":"abebe@example.org","phone":"+251 911 000 000","company":"Farm","address":"Kebele 1","city":"Adama","membershipType":"farmer","message":"","terms":true}'
scan "POST /api/events/:id/register" -u "$BASE/api/events/$EVENT_ID/register" "${JSONH[@]}" \
  --data '{"firstName":"Abebe","lastName":"Kebede","email":"scan1@example.org","phone":"+251 911 000 000","organization":"Farm","position":"Owner","attendees":"1","dietaryRequirements":"none","specialRequirements":"","terms":true}'
scan "POST /api/auth/login" -u "$BASE/api/auth/login" "${JSONH[@]}" --ignore-code=401 --data "{\"email\":\"$EMAIL\",\"password\":\"$PASSWORD\"}"
scan "POST /api/auth/register" -u "$BASE/api/auth/register" "${JSONH[@]}" --ignore-code=409 \
  --data "{\"firstName\":\"Scan\",\"lastName\":\"Visitor\",\"email\":\"scan-visitor-$RANDOM@example.org\",\"password\":\"long enough password\",\"phone\":\"\",\"company\":\"\",\"position\":\"\"}"
# The receipt upload is multipart/form-data: sqlmap marks each form field of the body as a parameter.
UPLOAD_BODY="$(printf -- '--scanboundary\r\nContent-Disposition: form-data; name="applicationId"\r\n\r\n%s\r\n--scanboundary\r\nContent-Disposition: form-data; name="receipt"; filename="receipt.pdf"\r\nContent-Type: application/pdf\r\n\r\n%%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%%%EOF\n\r\n--scanboundary--\r\n' "$APP_ID")"
scan "POST /api/upload-receipt (multipart)" -u "$BASE/api/upload-receipt" --headers="Content-Type: multipart/form-data; boundary=scanboundary" --data "$UPLOAD_BODY"
scan "POST /api/analytics/pageview" -u "$BASE/api/analytics/pageview" "${JSONH[@]}" --data '{"path":"/about"}'
scan "GET /api/blog-posts?category=" -u "$BASE/api/blog-posts?category=news" -p category
scan "GET /api/resources?category=" -u "$BASE/api/resources?category=farming-guides" -p category
for list in registrations contact-messages membership-applications events blog-posts resources users; do
  scan "GET /api/admin/$list?page&pageSize&q" -u "$BASE/api/admin/$list?page=1&pageSize=20&q=abebe" -p 'page,pageSize,q' "${AUTH[@]}"
done
scan "GET /api/admin/registrations?eventId" -u "$BASE/api/admin/registrations?eventId=$EVENT_ID" -p eventId "${AUTH[@]}"
scan "GET /api/admin/contact-messages?status" -u "$BASE/api/admin/contact-messages?status=new&q=Hello" -p 'status,q' "${AUTH[@]}"
scan "PUT /api/admin/contact-messages/:id/status" -u "$BASE/api/admin/contact-messages/$MSG_ID/status" --method PUT "${AUTH[@]}" --data '{"status":"replied"}'
scan "PUT /api/admin/membership-applications/:id/status" -u "$BASE/api/admin/membership-applications/$APP_ID/status" --method PUT "${AUTH[@]}" --data '{"status":"approved"}'

echo
if grep -q '"level":"error"' "$WORK/server.log"; then
  echo "Server errors logged during the scan (5xx):"
  grep '"level":"error"' "$WORK/server.log" | head -20
  FOUND=$((FOUND + 1))
fi
if [ "$FOUND" -gt 0 ]; then
  echo "sqlmap findings ($FOUND):"
  cat "$REPORT"
  exit 1
fi
echo "sqlmap: no injection found in any tested parameter (level $LEVEL, risk $RISK)."
