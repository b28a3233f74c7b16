#!/bin/sh
# Makes the demo seed's placeholder media in server/seed/media/ (decision 0034): spoken
# placeholders for the podcast episodes and a five-second placeholder video card. Run once by hand
# (the files are committed; the seed reads them and their durations, it never runs this). Needs
# Debian's espeak-ng, lame and ffmpeg:  apt-get install -y espeak-ng lame ffmpeg
set -eu
OUT="$(dirname "$0")/../server/seed/media"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

say() { # file, text: speech at 32 kbps mono (a few KB a second)
  espeak-ng -v en-us -s 165 -w "$TMP/$1.wav" "$2"
  lame --quiet -m m -b 32 --resample 22.05 "$TMP/$1.wav" "$OUT/$1.mp3"
}
say market-outlook "This is a placeholder recording for the EdFutures podcast Market Insights. The episode Q4 Market Outlook has not been recorded yet. When it is, staff will replace this file from the admin portal."
say real-estate-2025 "This is a placeholder recording for the EdFutures podcast Real Estate Roundtable. The episode on commercial real estate has not been recorded yet."
say clean-energy "This is a placeholder recording for the EdFutures podcast Sustainable Futures. The episode on clean energy infrastructure has not been recorded yet."
say rates-check-in "This is a placeholder recording for the EdFutures podcast Market Insights. The episode on interest rates and private markets has not been recorded yet."
say measuring-impact "This is a placeholder recording for the EdFutures podcast Sustainable Futures. The episode on measuring impact has not been recorded yet."

FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
espeak-ng -v en-us -s 165 -w "$TMP/video.wav" "This is a placeholder video. The EdFutures video has not been recorded yet."
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=0x1e3a5f:s=480x270:d=5:r=12" -i "$TMP/video.wav" \
  -vf "drawtext=fontfile=$FONT:text='Placeholder video':fontcolor=white:fontsize=28:x=(w-text_w)/2:y=(h-text_h)/2-14,drawtext=fontfile=$FONT:text='EdFutures - not yet recorded':fontcolor=0xd4af37:fontsize=16:x=(w-text_w)/2:y=(h-text_h)/2+22" \
  -c:v libx264 -preset veryslow -crf 30 -pix_fmt yuv420p -c:a aac -b:a 24k -ac 1 -shortest -movflags +faststart \
  "$OUT/placeholder-video.mp4"

# The tests' fixtures (tests/fixtures/media): 3-second tones and 2-second silent clips.
FIX="$(dirname "$0")/../tests/fixtures/media"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "sine=frequency=440:duration=3:sample_rate=22050" -ac 1 -c:a libmp3lame -b:a 32k "$FIX/tone-3s.mp3"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "sine=frequency=440:duration=3:sample_rate=22050" -ac 1 -c:a aac -b:a 32k "$FIX/tone-3s.m4a"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=0x1e3a5f:s=160x90:d=2:r=10" -c:v libx264 -pix_fmt yuv420p -movflags +faststart "$FIX/clip-2s.mp4"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=0x1e3a5f:s=160x90:d=2:r=10" -c:v libvpx -b:v 50k "$FIX/clip-2s.webm"
