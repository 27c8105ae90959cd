-- The Lua binding beside C on the same hands: `lua5.4 bench/bench.lua HANDS CBENCH`, where HANDS
-- is written by `cbench write` and CBENCH is the cbench program (make bench does both). In
-- three rounds, each running `cbench time HANDS` and then the same calls from Lua, so that
-- both sides see the machine's load alike, and keeping each side's best, it prints per-call
-- times and the batch's time per row with the issue's ratios: a check at most 2x the C call
-- plus Lua's own call overhead (a call of hupai.version()), a batch at least 0.8x the C
-- batch's throughput.
local hupai = require("hupai")

local hands_path, cbench = arg[1], arg[2]
local ROUNDS, CHUNK = 3, 500

-- CLOCK_MONOTONIC in nanoseconds (bench/clock.c), as cbench times C.
local now = require("bench_clock")

local hands, tables, rows = {}, {}, {}
for line in io.lines(hands_path) do
  local hand, digits = line:match("^(%S+) (%d+)$")
  local t = {}
  for k = 1, 34 do t[k] = tonumber(digits:sub(k, k)) end
  hands[#hands + 1], tables[#tables + 1] = hand, t
  rows[#rows + 1] = digits:gsub("%d", function(d) return string.char(tonumber(d)) end)
end
rows = table.concat(rows)
local n = #hands
local c = assert(hupai.checker(""))

-- The C side: what `cbench time` prints, as a table.
local function c_times()
  local times = {}
  local out = assert(io.popen(cbench .. " time " .. hands_path))
  for line in out:lines() do
    local key, value = line:match("^(%S+) (%S+)$")
    times[key] = tonumber(value)
  end
  assert(out:close(), "cbench failed")
  return times
end

-- Times pass(lo, hi) over the hands in chunks of `size` (the batch: all in one), again and
-- again for a second, keeping each chunk's fastest time: ns per hand of their sum, as
-- cbench's time_chunks measures C; and one round's answer.
local function time_chunks(pass, size)
  size = size or CHUNK
  local fastest, result, start = {}, 0, now()
  repeat
    result = 0
    for i = 1, (n + size - 1) // size do
      local lo = (i - 1) * size + 1
      local before = now()
      result = result + pass(lo, math.min(lo + size - 1, n))
      local elapsed = now() - before
      if not fastest[i] or elapsed < fastest[i] then fastest[i] = elapsed end
    end
  until now() - start >= 1e9
  local total = 0
  for _, f in ipairs(fastest) do total = total + f end
  return total / n, result
end

local best = {}
local function keep(key, value)
  if not best[key] or value < best[key] then best[key] = value end
end
local complete, batch_complete
for _ = 1, ROUNDS do
  for key, value in pairs(c_times()) do keep("c_" .. key, value) end
  local version = hupai.version
  keep("overhead", (time_chunks(function(lo, hi)
    for _ = lo, hi do version() end
    return 0
  end)))
  local check_ns, counts_ns, batch_ns
  check_ns, complete = time_chunks(function(lo, hi)
    local k = 0
    for i = lo, hi do if c:is_complete(hands[i]) then k = k + 1 end end
    return k
  end)
  counts_ns = time_chunks(function(lo, hi)
    for i = lo, hi do c:is_complete_counts(tables[i], 0) end
    return 0
  end)
  batch_ns, batch_complete = time_chunks(function()
    local _, k = c:is_complete_batch(rows)
    return k
  end, n)
  keep("check", check_ns)
  keep("counts", counts_ns)
  keep("batch", batch_ns)
end
assert(complete == best.c_complete and batch_complete == complete,
       "Lua and C disagree on the hands")

print(("lua bench: %d hands (%d complete), %s beside C through hupai.h, best of %d rounds"):format(
  n, complete, _VERSION, ROUNDS))
print(("  call overhead (hupai.version())   %8.1f ns"):format(best.overhead))
local bound = 2 * best.c_check_ns + best.overhead
print(("  is_complete(text)        Lua %8.1f ns   C %8.1f ns   Lua / (2 C + overhead) %.2f %s"):format(
  best.check, best.c_check_ns, best.check / bound, best.check <= bound and "(<= 1: ok)" or "(> 1: over)"))
print(("  is_complete_counts(t34)  Lua %8.1f ns   C %8.1f ns   (a table of 34 read per call)"):format(
  best.counts, best.c_counts_ns))
local ratio = best.c_batch_ns / best.batch
print(("  is_complete_batch        Lua %8.2f ns/row  C %8.2f ns/row  throughput Lua / C %.2f %s"):format(
  best.batch, best.c_batch_ns, ratio, ratio >= 0.8 and "(>= 0.8: ok)" or "(< 0.8: under)"))
