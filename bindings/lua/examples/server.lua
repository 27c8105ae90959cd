-- A game server's hot path in Lua, as a skynet service would run it: one checker made at
-- start, then a loop of messages (a player's draw, a discard claim) each answered by a check,
-- and each bot choosing its discard by shanten. Four players, one wall, until a win or the
-- wall runs out; then the next game. `make run FILE=examples/server.lua`.
local hupai = require("hupai")

local SUITS = {"m", "p", "s", "z"}

-- A checker's answer, raising its message on a bad hand (assert would raise on false too).
local function must(answer, message)
  if answer == nil then error(message, 2) end
  return answer
end

-- A hand's 34 counts as mpsz text, the notation the checker reads.
local function mpsz(counts)
  local parts = {}
  for s, suit in ipairs(SUITS) do
    local digits = {}
    for k = (s - 1) * 9 + 1, math.min(s * 9, 34) do
      digits[#digits + 1] = string.rep(tostring(k - (s - 1) * 9), counts[k])
    end
    local d = table.concat(digits)
    if #d > 0 then parts[#parts + 1] = d .. suit end
  end
  return table.concat(parts)
end

-- The discard that leaves the lowest shanten (ties: the first kind).
local function choose_discard(checker, counts)
  local best, best_shanten = nil, math.huge
  for k = 1, 34 do
    if counts[k] > 0 then
      counts[k] = counts[k] - 1
      local s = must(checker:shanten(mpsz(counts)))
      counts[k] = counts[k] + 1
      if s < best_shanten then best, best_shanten = k, s end
    end
  end
  return best
end

local function play(checker, seed)
  math.randomseed(seed)
  local wall = {}
  for k = 1, 34 do for _ = 1, 4 do wall[#wall + 1] = k end end
  for i = #wall, 2, -1 do
    local j = math.random(i)
    wall[i], wall[j] = wall[j], wall[i]
  end
  local hands = {}
  for p = 1, 4 do
    hands[p] = {}
    for k = 1, 34 do hands[p][k] = 0 end
    for _ = 1, 13 do local k = table.remove(wall); hands[p][k] = hands[p][k] + 1 end
  end
  local player = 1
  while #wall > 14 do -- the dead wall stays
    local hand = hands[player]
    local drawn = table.remove(wall)
    hand[drawn] = hand[drawn] + 1
    if must(checker:is_complete_counts(hand, 0)) then
      return ("game %d: player %d wins on a draw with %s"):format(seed, player, mpsz(hand))
    end
    local discard = choose_discard(checker, hand)
    hand[discard] = hand[discard] - 1
    -- Another player's claim of the discard: a win on it (荣和).
    for other = 1, 4 do
      if other ~= player then
        local claim = hands[other]
        claim[discard] = claim[discard] + 1
        local wins = must(checker:is_complete_counts(claim, 0))
        claim[discard] = claim[discard] - 1
        if wins then
          return ("game %d: player %d wins on player %d's discard"):format(seed, other, player)
        end
      end
    end
    player = player % 4 + 1
  end
  return ("game %d: drawn (流局)"):format(seed)
end

local checker <close> = assert(hupai.checker(os.getenv("HUPAI_RULES") or ""))
for game = 1, tonumber(arg and arg[1] or 20) do print(play(checker, game)) end
