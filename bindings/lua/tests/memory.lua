-- Many calls leave the process's memory flat: `lua5.4 tests/memory.lua N` makes N calls
-- (every kind of call, and a checker opened and dropped every thousand), then compares the
-- resident set after a warm-up with the one at the end. CI runs a million; the ten-million
-- figure is in bindings/README.md.
local hupai = require("hupai")

local function rss_kb()
  for line in io.lines("/proc/self/status") do
    local kb = line:match("^VmRSS:%s+(%d+) kB")
    if kb then return tonumber(kb) end
  end
  error("no VmRSS in /proc/self/status")
end

local calls = math.tointeger(tonumber(arg[1] or "1000000"))
local c = assert(hupai.checker(""))
local p = assert(hupai.paohuzi_checker(""))
local counts = {3, 1, 1, 1, 2, 1, 1, 1, 3}
for k = 10, 34 do counts[k] = 0 end
local rows = string.rep("\3\1\1\1\2\1\1\1\3" .. string.rep("\0", 25), 16)

local function call(i)
  local kind = i % 8
  if kind == 0 then c:is_complete("1112345678999m5m")
  elseif kind == 1 then c:waits("1112345678999m")
  elseif kind == 2 then c:shanten("147m258p369s1234z")
  elseif kind == 3 then c:is_complete_counts(counts, 0)
  elseif kind == 4 then c:is_complete("11x") -- an error: its message must not leak
  elseif kind == 5 then p:check("一二三壹贰叁二七十贰柒拾四五六[跑:九九九九]捌捌")
  elseif kind == 6 then c:is_complete_batch(rows)
  elseif i % 1000 == 7 then hupai.checker("joker=7z")
  else c:is_complete("1112345678999m5p") end
end

local warm = math.min(calls // 10, 200000)
for i = 1, warm do call(i) end
collectgarbage()
local before = rss_kb()
for i = 1, calls do call(i) end
collectgarbage()
collectgarbage()
local after = rss_kb()
print(("lua memory: %d calls, RSS %d kB after warm-up, %d kB after (%+d kB)")
      :format(calls, before, after, after - before))
-- Flat: a leaked message, table or handle (tens of bytes a call at least) would show as
-- tens of megabytes here.
if after - before > 4096 then
  io.stderr:write("RSS grew by more than 4 MB\n")
  os.exit(1)
end
