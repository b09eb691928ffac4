export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12.2.3 (519615d)"
  }
  public: {
    Tables: {
      audit_events: {
        Row: {
          actor_email: string | null
          actor_id: string | null
          created_at: string
          details: Json
          id: number
          ip: string | null
          kind: string
          subject_id: string | null
          subject_label: string | null
          subject_type: string | null
        }
        Insert: {
          actor_email?: string | null
          actor_id?: string | null
          created_at?: string
          details?: Json
          id?: number
          ip?: string | null
          kind: string
          subject_id?: string | null
          subject_label?: string | null
          subject_type?: string | null
        }
        Update: {
          actor_email?: string | null
          actor_id?: string | null
          created_at?: string
          details?: Json
          id?: number
          ip?: string | null
          kind?: string
          subject_id?: string | null
          subject_label?: string | null
          subject_type?: string | null
        }
        Relationships: []
      }
      case_nicho_links: {
        Row: {
          case_id: string
          created_at: string
          nicho_id: string
        }
        Insert: {
          case_id: string
          created_at?: string
          nicho_id: string
        }
        Update: {
          case_id?: string
          created_at?: string
          nicho_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "case_nicho_links_case_id_fkey"
            columns: ["case_id"]
            isOneToOne: false
            referencedRelation: "cases"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "case_nicho_links_nicho_id_fkey"
            columns: ["nicho_id"]
            isOneToOne: false
            referencedRelation: "cases_nichos"
            referencedColumns: ["id"]
          },
        ]
      }
      cases: {
        Row: {
          agente_ia_url: string | null
          base_version: number | null
          created_at: string
          data_publicacao: string
          deleted_at: string | null
          deleted_by: string | null
          depoimento_cargo: string | null
          depoimento_foto: string | null
          depoimento_nome: string | null
          depoimento_texto: string | null
          destaque: boolean
          galeria: string[] | null
          id: string
          imagem_destacada: string | null
          problema: string | null
          publicado_em: string
          resultados: string | null
          seo_descricao: string | null
          seo_imagem: string | null
          seo_titulo: string | null
          slug: string
          solucao: string | null
          status: string
          subtitulo: string
          titulo: string
          updated_at: string | null
          updated_by: string | null
          version: number
          video_url: string | null
        }
        Insert: {
          agente_ia_url?: string | null
          base_version?: number | null
          created_at?: string
          data_publicacao?: never
          deleted_at?: string | null
          deleted_by?: string | null
          depoimento_cargo?: string | null
          depoimento_foto?: string | null
          depoimento_nome?: string | null
          depoimento_texto?: string | null
          destaque?: boolean
          galeria?: string[] | null
          id?: string
          imagem_destacada?: string | null
          problema?: string | null
          publicado_em?: string
          resultados?: string | null
          seo_descricao?: string | null
          seo_imagem?: string | null
          seo_titulo?: string | null
          slug?: string
          solucao?: string | null
          status?: string
          subtitulo: string
          titulo: string
          updated_at?: string | null
          updated_by?: string | null
          version?: number
          video_url?: string | null
        }
        Update: {
          agente_ia_url?: string | null
          base_version?: number | null
          created_at?: string
          data_publicacao?: never
          deleted_at?: string | null
          deleted_by?: string | null
          depoimento_cargo?: string | null
          depoimento_foto?: string | null
          depoimento_nome?: string | null
          depoimento_texto?: string | null
          destaque?: boolean
          galeria?: string[] | null
          id?: string
          imagem_destacada?: string | null
          problema?: string | null
          publicado_em?: string
          resultados?: string | null
          seo_descricao?: string | null
          seo_imagem?: string | null
          seo_titulo?: string | null
          slug?: string
          solucao?: string | null
          status?: string
          subtitulo?: string
          titulo?: string
          updated_at?: string | null
          updated_by?: string | null
          version?: number
          video_url?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "cases_deleted_by_fkey"
            columns: ["deleted_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cases_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      cases_nichos: {
        Row: {
          base_version: number | null
          created_at: string
          deleted_at: string | null
          deleted_by: string | null
          descricao: string | null
          id: string
          nome: string
          slug: string
          updated_at: string | null
          updated_by: string | null
          version: number
        }
        Insert: {
          base_version?: number | null
          created_at?: string
          deleted_at?: string | null
          deleted_by?: string | null
          descricao?: string | null
          id?: string
          nome: string
          slug?: string
          updated_at?: string | null
          updated_by?: string | null
          version?: number
        }
        Update: {
          base_version?: number | null
          created_at?: string
          deleted_at?: string | null
          deleted_by?: string | null
          descricao?: string | null
          id?: string
          nome?: string
          slug?: string
          updated_at?: string | null
          updated_by?: string | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "cases_nichos_deleted_by_fkey"
            columns: ["deleted_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cases_nichos_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      categorias: {
        Row: {
          base_version: number | null
          created_at: string
          descricao: string | null
          id: string
          nome: string
          seo_descricao: string | null
          seo_imagem: string | null
          seo_titulo: string | null
          slug: string
          updated_at: string | null
          updated_by: string | null
          version: number
        }
        Insert: {
          base_version?: number | null
          created_at?: string
          descricao?: string | null
          id?: string
          nome: string
          seo_descricao?: string | null
          seo_imagem?: string | null
          seo_titulo?: string | null
          slug?: string
          updated_at?: string | null
          updated_by?: string | null
          version?: number
        }
        Update: {
          base_version?: number | null
          created_at?: string
          descricao?: string | null
          id?: string
          nome?: string
          seo_descricao?: string | null
          seo_imagem?: string | null
          seo_titulo?: string | null
          slug?: string
          updated_at?: string | null
          updated_by?: string | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "categorias_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      content_revisions: {
        Row: {
          created_at: string
          created_by: string | null
          data: Json
          id: number
          item_id: string
          niches: Json | null
          subject: string
          version: number
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          data: Json
          id?: number
          item_id: string
          niches?: Json | null
          subject: string
          version: number
        }
        Update: {
          created_at?: string
          created_by?: string | null
          data?: Json
          id?: number
          item_id?: string
          niches?: Json | null
          subject?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "content_revisions_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      edit_locks: {
        Row: {
          holder_id: string
          item_id: string
          seen_at: string
          since: string
          subject: string
          taken_from_id: string | null
        }
        Insert: {
          holder_id: string
          item_id: string
          seen_at?: string
          since?: string
          subject: string
          taken_from_id?: string | null
        }
        Update: {
          holder_id?: string
          item_id?: string
          seen_at?: string
          since?: string
          subject?: string
          taken_from_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "edit_locks_holder_id_fkey"
            columns: ["holder_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "edit_locks_taken_from_id_fkey"
            columns: ["taken_from_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      insights: {
        Row: {
          base_version: number | null
          categoria_id: string | null
          conteudo: string | null
          created_at: string
          criado_por: string | null
          data_publicacao: string
          deleted_at: string | null
          deleted_by: string | null
          descricao: string | null
          id: string
          imagem: string | null
          publicado_em: string
          seo_descricao: string | null
          seo_imagem: string | null
          seo_titulo: string | null
          slug: string
          status: string
          titulo: string
          updated_at: string | null
          updated_by: string | null
          version: number
        }
        Insert: {
          base_version?: number | null
          categoria_id?: string | null
          conteudo?: string | null
          created_at?: string
          criado_por?: string | null
          data_publicacao?: never
          deleted_at?: string | null
          deleted_by?: string | null
          descricao?: string | null
          id?: string
          imagem?: string | null
          publicado_em?: string
          seo_descricao?: string | null
          seo_imagem?: string | null
          seo_titulo?: string | null
          slug?: string
          status?: string
          titulo: string
          updated_at?: string | null
          updated_by?: string | null
          version?: number
        }
        Update: {
          base_version?: number | null
          categoria_id?: string | null
          conteudo?: string | null
          created_at?: string
          criado_por?: string | null
          data_publicacao?: never
          deleted_at?: string | null
          deleted_by?: string | null
          descricao?: string | null
          id?: string
          imagem?: string | null
          publicado_em?: string
          seo_descricao?: string | null
          seo_imagem?: string | null
          seo_titulo?: string | null
          slug?: string
          status?: string
          titulo?: string
          updated_at?: string | null
          updated_by?: string | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "insights_categoria_id_fkey"
            columns: ["categoria_id"]
            isOneToOne: false
            referencedRelation: "categorias"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "insights_deleted_by_fkey"
            columns: ["deleted_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "insights_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      lead_events: {
        Row: {
          actor_id: string | null
          created_at: string
          from_value: string | null
          id: number
          kind: string
          lead_id: string
          to_value: string | null
        }
        Insert: {
          actor_id?: string | null
          created_at?: string
          from_value?: string | null
          id?: number
          kind: string
          lead_id: string
          to_value?: string | null
        }
        Update: {
          actor_id?: string | null
          created_at?: string
          from_value?: string | null
          id?: number
          kind?: string
          lead_id?: string
          to_value?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "lead_events_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "lead_events_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
        ]
      }
      lead_notes: {
        Row: {
          author_id: string | null
          body: string
          created_at: string
          id: string
          lead_id: string
        }
        Insert: {
          author_id?: string | null
          body: string
          created_at?: string
          id?: string
          lead_id: string
        }
        Update: {
          author_id?: string | null
          body?: string
          created_at?: string
          id?: string
          lead_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "lead_notes_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "lead_notes_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
        ]
      }
      lead_notification_attempts: {
        Row: {
          attempted_at: string
          error: string | null
          id: number
          notification_id: string
          ok: boolean
          response_status: number | null
        }
        Insert: {
          attempted_at?: string
          error?: string | null
          id?: number
          notification_id: string
          ok: boolean
          response_status?: number | null
        }
        Update: {
          attempted_at?: string
          error?: string | null
          id?: number
          notification_id?: string
          ok?: boolean
          response_status?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "lead_notification_attempts_notification_id_fkey"
            columns: ["notification_id"]
            isOneToOne: false
            referencedRelation: "lead_notifications"
            referencedColumns: ["id"]
          },
        ]
      }
      lead_notifications: {
        Row: {
          attempts: number
          channel: string
          created_at: string
          id: string
          last_error: string | null
          lead_id: string | null
          locked_until: string | null
          next_attempt_at: string
          recipient: string
          sent_at: string | null
          status: string
        }
        Insert: {
          attempts?: number
          channel: string
          created_at?: string
          id?: string
          last_error?: string | null
          lead_id?: string | null
          locked_until?: string | null
          next_attempt_at?: string
          recipient: string
          sent_at?: string | null
          status?: string
        }
        Update: {
          attempts?: number
          channel?: string
          created_at?: string
          id?: string
          last_error?: string | null
          lead_id?: string | null
          locked_until?: string | null
          next_attempt_at?: string
          recipient?: string
          sent_at?: string | null
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "lead_notifications_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
        ]
      }
      lead_settings: {
        Row: {
          base_version: number | null
          discarded_retention_months: number | null
          extra_emails: string[]
          id: boolean
          notify_admins: boolean
          updated_at: string
          updated_by: string | null
          version: number
          webhook_url: string | null
        }
        Insert: {
          base_version?: number | null
          discarded_retention_months?: number | null
          extra_emails?: string[]
          id?: boolean
          notify_admins?: boolean
          updated_at?: string
          updated_by?: string | null
          version?: number
          webhook_url?: string | null
        }
        Update: {
          base_version?: number | null
          discarded_retention_months?: number | null
          extra_emails?: string[]
          id?: boolean
          notify_admins?: boolean
          updated_at?: string
          updated_by?: string | null
          version?: number
          webhook_url?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "lead_settings_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      leads: {
        Row: {
          base_version: number | null
          busca: string | null
          created_at: string
          email: string
          empresa: string
          fbclid: string | null
          first_contacted_at: string | null
          gclid: string | null
          honeypot: string | null
          id: string
          landing_page: string | null
          nome: string
          owner_id: string | null
          pagina_origem: string | null
          privacy_policy_version: string | null
          referrer: string | null
          stage: string
          submission_id: string | null
          telefone: string
          updated_at: string | null
          updated_by: string | null
          utm_campaign: string | null
          utm_content: string | null
          utm_medium: string | null
          utm_source: string | null
          utm_term: string | null
          version: number
        }
        Insert: {
          base_version?: number | null
          busca?: never
          created_at?: string
          email: string
          empresa: string
          fbclid?: string | null
          first_contacted_at?: string | null
          gclid?: string | null
          honeypot?: string | null
          id?: string
          landing_page?: string | null
          nome: string
          owner_id?: string | null
          pagina_origem?: string | null
          privacy_policy_version?: string | null
          referrer?: string | null
          stage?: string
          submission_id?: string | null
          telefone: string
          updated_at?: string | null
          updated_by?: string | null
          utm_campaign?: string | null
          utm_content?: string | null
          utm_medium?: string | null
          utm_source?: string | null
          utm_term?: string | null
          version?: number
        }
        Update: {
          base_version?: number | null
          busca?: never
          created_at?: string
          email?: string
          empresa?: string
          fbclid?: string | null
          first_contacted_at?: string | null
          gclid?: string | null
          honeypot?: string | null
          id?: string
          landing_page?: string | null
          nome?: string
          owner_id?: string | null
          pagina_origem?: string | null
          privacy_policy_version?: string | null
          referrer?: string | null
          stage?: string
          submission_id?: string | null
          telefone?: string
          updated_at?: string | null
          updated_by?: string | null
          utm_campaign?: string | null
          utm_content?: string | null
          utm_medium?: string | null
          utm_source?: string | null
          utm_term?: string | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "leads_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "leads_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      lgpd_requests: {
        Row: {
          actor_id: string | null
          created_at: string
          events: number
          id: string
          kind: string
          leads: number
          notes: number
          notifications: number
          retention_months: number | null
        }
        Insert: {
          actor_id?: string | null
          created_at?: string
          events?: number
          id?: string
          kind: string
          leads?: number
          notes?: number
          notifications?: number
          retention_months?: number | null
        }
        Update: {
          actor_id?: string | null
          created_at?: string
          events?: number
          id?: string
          kind?: string
          leads?: number
          notes?: number
          notifications?: number
          retention_months?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "lgpd_requests_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      media: {
        Row: {
          alt: string | null
          base_version: number | null
          bucket: string | null
          caption: string | null
          created_at: string
          created_by: string | null
          decorative: boolean
          height: number | null
          id: string
          mime_type: string | null
          object_name: string | null
          original_name: string | null
          size_bytes: number | null
          updated_at: string | null
          updated_by: string | null
          url: string
          version: number
          width: number | null
        }
        Insert: {
          alt?: string | null
          base_version?: number | null
          bucket?: string | null
          caption?: string | null
          created_at?: string
          created_by?: string | null
          decorative?: boolean
          height?: number | null
          id?: string
          mime_type?: string | null
          object_name?: string | null
          original_name?: string | null
          size_bytes?: number | null
          updated_at?: string | null
          updated_by?: string | null
          url: string
          version?: number
          width?: number | null
        }
        Update: {
          alt?: string | null
          base_version?: number | null
          bucket?: string | null
          caption?: string | null
          created_at?: string
          created_by?: string | null
          decorative?: boolean
          height?: number | null
          id?: string
          mime_type?: string | null
          object_name?: string | null
          original_name?: string | null
          size_bytes?: number | null
          updated_at?: string | null
          updated_by?: string | null
          url?: string
          version?: number
          width?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "media_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "media_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      noticias: {
        Row: {
          base_version: number | null
          created_at: string
          deleted_at: string | null
          deleted_by: string | null
          id: string
          imagem: string | null
          link_externo: string
          titulo: string
          updated_at: string | null
          updated_by: string | null
          version: number
        }
        Insert: {
          base_version?: number | null
          created_at?: string
          deleted_at?: string | null
          deleted_by?: string | null
          id?: string
          imagem?: string | null
          link_externo: string
          titulo: string
          updated_at?: string | null
          updated_by?: string | null
          version?: number
        }
        Update: {
          base_version?: number | null
          created_at?: string
          deleted_at?: string | null
          deleted_by?: string | null
          id?: string
          imagem?: string | null
          link_externo?: string
          titulo?: string
          updated_at?: string | null
          updated_by?: string | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "noticias_deleted_by_fkey"
            columns: ["deleted_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "noticias_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      pending_changes: {
        Row: {
          base_version: number | null
          fields: Json
          item_id: string
          live_version: number
          nicho_ids: string[] | null
          publish_at: string | null
          publish_error: string | null
          subject: string
          updated_at: string | null
          updated_by: string | null
          version: number
        }
        Insert: {
          base_version?: number | null
          fields: Json
          item_id: string
          live_version: number
          nicho_ids?: string[] | null
          publish_at?: string | null
          publish_error?: string | null
          subject: string
          updated_at?: string | null
          updated_by?: string | null
          version?: number
        }
        Update: {
          base_version?: number | null
          fields?: Json
          item_id?: string
          live_version?: number
          nicho_ids?: string[] | null
          publish_at?: string | null
          publish_error?: string | null
          subject?: string
          updated_at?: string | null
          updated_by?: string | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "pending_changes_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      profiles: {
        Row: {
          created_at: string
          desativado_em: string | null
          email: string
          id: string
          tipo: string
          verificacao_em_duas_etapas: boolean
        }
        Insert: {
          created_at?: string
          desativado_em?: string | null
          email: string
          id: string
          tipo?: string
          verificacao_em_duas_etapas?: boolean
        }
        Update: {
          created_at?: string
          desativado_em?: string | null
          email?: string
          id?: string
          tipo?: string
          verificacao_em_duas_etapas?: boolean
        }
        Relationships: []
      }
      redirects: {
        Row: {
          base_version: number | null
          created_at: string
          created_by: string | null
          from_path: string
          id: string
          source: string
          status_code: number
          to_path: string
          updated_at: string | null
          updated_by: string | null
          version: number
        }
        Insert: {
          base_version?: number | null
          created_at?: string
          created_by?: string | null
          from_path: string
          id?: string
          source?: string
          status_code?: number
          to_path: string
          updated_at?: string | null
          updated_by?: string | null
          version?: number
        }
        Update: {
          base_version?: number | null
          created_at?: string
          created_by?: string | null
          from_path?: string
          id?: string
          source?: string
          status_code?: number
          to_path?: string
          updated_at?: string | null
          updated_by?: string | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "redirects_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "redirects_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      site_publication: {
        Row: {
          changed_at: string | null
          due_checked_at: string
          id: boolean
          pending_since: string | null
          request_id: number | null
          requested_at: string | null
          requested_by: string | null
        }
        Insert: {
          changed_at?: string | null
          due_checked_at?: string
          id?: boolean
          pending_since?: string | null
          request_id?: number | null
          requested_at?: string | null
          requested_by?: string | null
        }
        Update: {
          changed_at?: string | null
          due_checked_at?: string
          id?: boolean
          pending_since?: string | null
          request_id?: number | null
          requested_at?: string | null
          requested_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "site_publication_requested_by_fkey"
            columns: ["requested_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      staff_settings: {
        Row: {
          audit_retention_days: number
          base_version: number | null
          id: boolean
          require_admin_second_factor: boolean
          updated_at: string
          updated_by: string | null
          version: number
        }
        Insert: {
          audit_retention_days?: number
          base_version?: number | null
          id?: boolean
          require_admin_second_factor?: boolean
          updated_at?: string
          updated_by?: string | null
          version?: number
        }
        Update: {
          audit_retention_days?: number
          base_version?: number | null
          id?: boolean
          require_admin_second_factor?: boolean
          updated_at?: string
          updated_by?: string | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "staff_settings_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      admin_rights: { Args: never; Returns: boolean }
      audit_password_verification_attempt: {
        Args: { event: Json }
        Returns: Json
      }
      category_article_counts: {
        Args: never
        Returns: {
          categoria_id: string
          artigos: number
        }[]
      }
      claim_edit_lock: {
        Args: { subject: string; item_id: string; take_over?: boolean }
        Returns: Json
      }
      claim_lead_notifications: {
        Args: { max_rows?: number }
        Returns: {
          id: string
          channel: string
          recipient: string
          attempts: number
          created_at: string
          lead: Json
        }[]
      }
      create_nicho: {
        Args: { nome: string; slug?: string; descricao?: string }
        Returns: {
          base_version: number | null
          created_at: string
          deleted_at: string | null
          deleted_by: string | null
          descricao: string | null
          id: string
          nome: string
          slug: string
          updated_at: string | null
          updated_by: string | null
          version: number
        }
      }
      delete_from_trash: {
        Args: { kind: string; item_id: string }
        Returns: undefined
      }
      delete_nicho: { Args: { nicho_id: string }; Returns: boolean }
      discard_changes: {
        Args: { subject: string; item_id: string; base_version: number }
        Returns: undefined
      }
      finish_lead_notification: {
        Args: { notification_id: string; ok: boolean; error?: string; response_status?: number }
        Returns: string
      }
      get_all_nichos: {
        Args: never
        Returns: {
          base_version: number | null
          created_at: string
          deleted_at: string | null
          deleted_by: string | null
          descricao: string | null
          id: string
          nome: string
          slug: string
          updated_at: string | null
          updated_by: string | null
          version: number
        }[]
      }
      get_case_nichos: {
        Args: { p_case_id: string }
        Returns: {
          id: string
          nome: string
        }[]
      }
      item_pending_changes: {
        Args: { subject: string; item_id: string }
        Returns: {
          subject: string
          item_id: string
          fields: Json
          nicho_ids: string[]
          publish_at: string
          live_version: number
          publish_error: string
          version: number
          updated_at: string
          updated_by: string
          updated_by_email: string
        }[]
      }
      item_revisions: {
        Args: { subject: string; item_id: string }
        Returns: {
          id: number
          version: number
          created_at: string
          created_by: string
          created_by_email: string
        }[]
      }
      lead_notifications_configured: { Args: never; Returns: boolean }
      lead_stats_by_campaign: {
        Args: { period: string }
        Returns: {
          utm_campaign: string
          leads: number
          others: boolean
        }[]
      }
      lead_stats_by_origin: {
        Args: { period: string }
        Returns: {
          pagina_origem: string
          leads: number
          others: boolean
        }[]
      }
      lead_stats_first_contact: {
        Args: { period: string }
        Returns: {
          leads: number
          contacted_within_24h: number
          contacted_later: number
          not_contacted: number
        }[]
      }
      lead_stats_weekly_sources: {
        Args: never
        Returns: {
          week_start: string
          source: string
          leads: number
        }[]
      }
      lgpd_erase: { Args: { email: string }; Returns: Json }
      lgpd_export: { Args: { email: string }; Returns: Json }
      lgpd_find: { Args: { email: string }; Returns: Json }
      media_uploaders: {
        Args: { media_ids: string[] }
        Returns: {
          media_id: string
          email: string
        }[]
      }
      media_usages: {
        Args: { media_id: string }
        Returns: {
          subject: string
          item_id: string
          title: string
          field: string
          trashed: boolean
        }[]
      }
      publish_changes: {
        Args: { subject: string; item_id: string; base_version: number }
        Returns: number
      }
      publish_site_now: { Args: never; Returns: string }
      record_lead_access: {
        Args: { kind: string; lead_id?: string; details?: Json }
        Returns: undefined
      }
      record_traffic_event: {
        Args: { kind: string; path: string; device: string; target?: string; referrer?: string; utm_source?: string; utm_medium?: string; utm_campaign?: string; utm_term?: string; utm_content?: string; click_id?: string }
        Returns: undefined
      }
      related_insights: {
        Args: { insight_id: string; max_results?: number }
        Returns: {
          id: string
          slug: string
          titulo: string
          descricao: string
          imagem: string
          data_publicacao: string
          status: string
          publicado_em: string
          categoria: Json
        }[]
      }
      release_edit_lock: {
        Args: { subject: string; item_id: string }
        Returns: undefined
      }
      restore_from_trash: {
        Args: { kind: string; item_id: string }
        Returns: undefined
      }
      restore_revision: {
        Args: { revision_id: number; base_version: number }
        Returns: number
      }
      save_case: {
        Args: { case_id: string; base_version: number; fields: Json; nicho_ids?: string[] }
        Returns: {
          agente_ia_url: string | null
          base_version: number | null
          created_at: string
          data_publicacao: string
          deleted_at: string | null
          deleted_by: string | null
          depoimento_cargo: string | null
          depoimento_foto: string | null
          depoimento_nome: string | null
          depoimento_texto: string | null
          destaque: boolean
          galeria: string[] | null
          id: string
          imagem_destacada: string | null
          problema: string | null
          publicado_em: string
          resultados: string | null
          seo_descricao: string | null
          seo_imagem: string | null
          seo_titulo: string | null
          slug: string
          solucao: string | null
          status: string
          subtitulo: string
          titulo: string
          updated_at: string | null
          updated_by: string | null
          version: number
          video_url: string | null
        }
      }
      schedule_changes: {
        Args: { subject: string; item_id: string; base_version: number; publish_at: string }
        Returns: {
          base_version: number | null
          fields: Json
          item_id: string
          live_version: number
          nicho_ids: string[] | null
          publish_at: string | null
          publish_error: string | null
          subject: string
          updated_at: string | null
          updated_by: string | null
          version: number
        }
      }
      search_cases: {
        Args: { q: string; max_results?: number }
        Returns: {
          id: string
          slug: string
          titulo: string
          subtitulo: string
          data_publicacao: string
          destaque: boolean
          imagem_destacada: string
          cases_nichos: Json
        }[]
      }
      search_insights: {
        Args: { q: string; max_results?: number }
        Returns: {
          id: string
          slug: string
          titulo: string
          descricao: string
          imagem: string
          data_publicacao: string
          status: string
          publicado_em: string
          categoria: Json
        }[]
      }
      send_test_lead_notification: { Args: never; Returns: number }
      site_publication_status: {
        Args: never
        Returns: {
          changed_at: string
          pending_since: string
          requested_at: string
          requested_by: string
          hook_configured: boolean
          response_status: number
          response_error: string
        }[]
      }
      staff_access: { Args: never; Returns: string }
      stage_changes: {
        Args: { subject: string; item_id: string; base_version: number; live_version: number; fields: Json; nicho_ids?: string[] }
        Returns: {
          base_version: number | null
          fields: Json
          item_id: string
          live_version: number
          nicho_ids: string[] | null
          publish_at: string | null
          publish_error: string | null
          subject: string
          updated_at: string | null
          updated_by: string | null
          version: number
        }
      }
      traffic_breakdown: {
        Args: { first_day: string; last_day: string }
        Returns: {
          dimension: string
          value: string
          views: number
          visitors: number
          visits: number
          leads: number
          events: number
        }[]
      }
      traffic_days: {
        Args: { first_day: string; last_day: string }
        Returns: {
          day: string
          views: number
          visitors: number
          visits: number
          leads: number
        }[]
      }
      traffic_now: {
        Args: never
        Returns: {
          page: string
          views: number
          visitors: number
        }[]
      }
      trash_items: {
        Args: never
        Returns: {
          kind: string
          id: string
          titulo: string
          deleted_at: string
          deleted_by: string
          deleted_by_email: string
          purge_at: string
        }[]
      }
      update_nicho: {
        Args: { nicho_id: string; base_version: number; nome: string; slug?: string; descricao?: string }
        Returns: {
          base_version: number | null
          created_at: string
          deleted_at: string | null
          deleted_by: string | null
          descricao: string | null
          id: string
          nome: string
          slug: string
          updated_at: string | null
          updated_by: string | null
          version: number
        }
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
