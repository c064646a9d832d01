-- The load of scripts/check-serve for wrk: POST the transcript in $CHECK_SERVE_BODY to
-- /v1/render, count the answers that are not a PNG image, and print wrk's counts as one JSON
-- line at the end.
local file = assert(io.open(os.getenv("CHECK_SERVE_BODY"), "rb"))
wrk.method = "POST"
wrk.body = file:read("*a")
file:close()
wrk.headers["Content-Type"] = "application/json"

local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  notpng = 0
end

function response(status, headers, body)
  if status ~= 200 or body:sub(1, 8) ~= "\137PNG\r\n\26\n" then
    notpng = notpng + 1
  end
end

function done(summary, latency, requests)
  local notpng = 0
  for _, thread in ipairs(threads) do
    notpng = notpng + thread:get("notpng")
  end
  local errors = summary.errors
  io.write(string.format(
    '{"requests": %d, "connect": %d, "read": %d, "write": %d, "status": %d, "timeout": %d, "notPNG": %d, ' ..
    '"p50": %.1f, "p99": %.1f, "seconds": %.2f}\n',
    summary.requests, errors.connect, errors.read, errors.write, errors.status, errors.timeout, notpng,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, summary.duration / 1e6))
end
