#!/bin/sh
# Regenerates the home page's hero video (public/hero-video.mp4) and its poster
# (public/hero-poster.webp) with ffmpeg: three soft lights in the brand colours (crimson, warm
# gold, deep crimson) drifting slowly over navy. Every motion term repeats exactly after PERIOD
# seconds, so the video loops without a visible seam.
#
# Sizes are deliberate: the poster (960x540) is the page's LCP element, and the video (854x480)
# is smaller, so when the video's first frame paints Chrome does not record a later, larger LCP.
# Run from the repository root: sh scripts/media/make-hero-media.sh   (takes about a minute)
set -eu
PERIOD=8
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# A Gaussian light at (cx, cy) with spread sigma, in normalised coordinates (16:9 aspect).
light() { echo "exp(-(pow(X/W-($1),2)+pow((Y/H-($2))*0.5625,2))/(2*pow($3,2)))"; }
ANGLE="2*PI*T/$PERIOD"
L1=$(light "0.28+0.14*sin($ANGLE)" "0.45+0.22*cos($ANGLE)" 0.16)
L2=$(light "0.72+0.12*cos($ANGLE+1.3)" "0.55+0.20*sin($ANGLE+1.3)" 0.13)
L3=$(light "0.50+0.25*sin($ANGLE+2.6)" "0.30+0.12*sin(2*$ANGLE)" 0.10)
# navy #14213d base; crimson #7a1f1f; warm gold #c9963e (at 55%); deep crimson #5e1414
RED="clip(20+(122-20)*$L1+(201-20)*0.55*$L2+(94-20)*$L3,0,255)"
GREEN="clip(33+(31-33)*$L1+(150-33)*0.55*$L2+(20-33)*$L3,0,255)"
BLUE="clip(61+(31-61)*$L1+(62-61)*0.55*$L2+(20-61)*$L3,0,255)"

# Render small and losslessly (the per-pixel expression is slow), then scale: the image is soft anyway.
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=black:s=320x180:r=24:d=$PERIOD,format=rgb24" \
  -vf "geq=r='$RED':g='$GREEN':b='$BLUE',format=gbrp" -pix_fmt gbrp -c:v ffv1 "$WORK/source.mkv"

ffmpeg -hide_banner -loglevel error -y -i "$WORK/source.mkv" -vf "scale=854:480:flags=bicubic,format=yuv420p" \
  -c:v libx264 -preset veryslow -crf 24 -profile:v high -an -movflags +faststart public/hero-video.mp4
ffmpeg -hide_banner -loglevel error -y -i "$WORK/source.mkv" -frames:v 1 -vf "scale=960:540:flags=bicubic" \
  -c:v libwebp -quality 75 -compression_level 6 public/hero-poster.webp
ls -l public/hero-video.mp4 public/hero-poster.webp
