#!/usr/bin/env bash
# Generates the demo media of the local cloud into local-cloud/seed/media/ (and the page-turn
# sound for the SPA into public/sounds/). The outputs are committed, so CI needs neither ffmpeg
# nor sox; run this again only to change them (needs ffmpeg with libx264, libopus and
# drawtext, sox, and the DejaVu fonts). Keys are mapped to these files in
# local-cloud/seed/media-manifest.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=local-cloud/seed/media
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FONT_REGULAR=/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT" public/sounds

# image FILE WIDTH HEIGHT BACKGROUND ACCENT TITLE [SUBTITLE]
image() {
  local file=$1 w=$2 h=$3 bg=$4 accent=$5 title=$6 subtitle=${7:-}
  printf '%s' "$title" >"$TMP/title.txt"
  printf '%s' "$subtitle" >"$TMP/subtitle.txt"
  local size=$((w / 16))
  ffmpeg -loglevel error -y -f lavfi -i "color=c=${bg}:s=${w}x${h}:d=1" -frames:v 1 \
    -vf "drawbox=x=0:y=0:w=iw:h=ih:color=${accent}:t=$((w / 40)),\
drawbox=x=0:y=ih*0.62:w=iw:h=ih*0.38:color=${accent}@0.35:t=fill,\
drawtext=fontfile=${FONT}:textfile=$TMP/title.txt:fontcolor=white:fontsize=${size}:x=(w-text_w)/2:y=h*0.30:shadowcolor=black@0.6:shadowx=2:shadowy=2,\
drawtext=fontfile=${FONT_REGULAR}:textfile=$TMP/subtitle.txt:fontcolor=white:fontsize=$((size * 2 / 3)):x=(w-text_w)/2:y=h*0.72" \
    -q:v 6 "$OUT/$file"
}

# Banner (Banner/)
image banner-1.jpg 960 360 '#1d3557' '#e9c46a' 'Educando en la Fe' 'Catequesis para toda la familia'
image banner-2.jpg 960 360 '#2a9d8f' '#f4a261' 'Libros y devocionarios' 'Lee, reza y aprende'
image banner-3.jpg 960 360 '#6d597a' '#ffd166' 'Conferencias en video' 'Formación para catequistas'

# Books: cover + pages (libros/portadas/{name}/, libros/{name}/)
book() {
  local slug=$1 bg=$2 accent=$3 title=$4
  image "libro-${slug}-portada.jpg" 400 500 "$bg" "$accent" "$title" 'Educando en la Fe'
  for n in 1 2 3; do
    image "libro-${slug}-pagina-${n}.jpg" 400 500 '#fdf6e3' "$accent" "Página ${n}" "$title"
  done
}
book preescolar '#e76f51' '#264653' 'Amigos de Jesús'
book primaria '#457b9d' '#f1faee' 'Los Sacramentos'
book secundaria '#2b2d42' '#ef233c' 'Historia de la Iglesia'
book familia '#588157' '#dad7cd' 'Catequesis Familiar'

# Devotional booklets (devocionario/{folder}/)
for n in 1 2 3; do
  image "devocionario-rosario-${n}.jpg" 400 500 '#023e8a' '#caf0f8' 'Santo Rosario' "Misterio ${n}"
  image "devocionario-via-crucis-${n}.jpg" 400 500 '#6a040f' '#ffba08' 'Vía Crucis' "Estación ${n}"
done

# Gallery (galeria/public/, galeria/private/)
image galeria-colorear-arca.jpg 480 360 '#ffb703' '#023047' 'Colorea el arca de Noé' 'Actividad'
image galeria-sopa-letras.jpg 480 360 '#8ecae6' '#023047' 'Sopa de letras' 'Actividad'
image galeria-mandamientos.jpg 480 360 '#219ebc' '#ffffff' 'Los Diez Mandamientos' 'Teoría'
image galeria-parabolas.jpg 480 360 '#90be6d' '#277da1' 'Las parábolas' 'Teoría'
image galeria-sacramentos-esquema.jpg 480 360 '#9d0208' '#ffba08' 'Esquema de los Sacramentos' 'Teoría (donativo)'
image galeria-laberinto-pascua.jpg 480 360 '#7209b7' '#f72585' 'Laberinto de Pascua' 'Actividad (donativo)'

# Videos: 5 s, 320x180, H.264, with a thumbnail each (conferencias/)
video() {
  local slug=$1 bg=$2 title=$3
  printf '%s' "$title" >"$TMP/title.txt"
  ffmpeg -loglevel error -y -f lavfi -i "color=c=${bg}:s=320x180:d=5:r=24" \
    -f lavfi -i "sine=frequency=440:duration=5:sample_rate=22050" \
    -vf "drawtext=fontfile=${FONT}:textfile=$TMP/title.txt:fontcolor=white:fontsize=20:x=(w-text_w)/2:y=(h-text_h)/2-12,\
drawtext=fontfile=${FONT}:text='%{eif\:t+1\:d} / 5':fontcolor=white@0.8:fontsize=16:x=(w-text_w)/2:y=h*0.7" \
    -c:v libx264 -preset veryslow -crf 30 -pix_fmt yuv420p -profile:v baseline -movflags +faststart \
    -c:a aac -b:a 24k -ac 1 "$OUT/video-${slug}.mp4"
  image "miniatura-${slug}.jpg" 320 180 "$bg" '#ffffff' "$title" 'Conferencia'
}
video la-oracion '#264653' 'La oración'
video los-sacramentos '#e76f51' 'Los Sacramentos'
video curso-biblico '#6d597a' 'Curso bíblico (pago)'

# Page-turn sound: a short filtered noise swish, Opus in Ogg.
sox -n -r 48000 -c 1 "$TMP/flip.wav" synth 0.32 pinknoise fade q 0.02 0.32 0.22 highpass 900 lowpass 7000 gain -8
ffmpeg -loglevel error -y -i "$TMP/flip.wav" -c:a libopus -b:a 32k -vbr on "$OUT/page-flip.ogg"
cp "$OUT/page-flip.ogg" public/sounds/page-flip.ogg

du -sh "$OUT"
